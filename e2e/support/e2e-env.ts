/** The shared server's fixed address: the config needs it before the global setup starts the server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
