-- Hand-written: the accounting software French firms meet most, in the order the firm sees them.
-- Admins rename, reorder and add to this list from the Logiciels page.
INSERT INTO software (name, display_order) VALUES
  ('Pennylane', 1),
  ('MyUnisoft', 2),
  ('ACD', 3),
  ('Cegid Loop', 4),
  ('Sage', 5),
  ('EBP', 6),
  ('Quadra', 7),
  ('Inqom', 8),
  ('Tiime', 9),
  ('Autre', 10)
ON CONFLICT (name) DO NOTHING;
