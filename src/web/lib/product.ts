export const PRODUCT_NAME = 'Cabinet';
