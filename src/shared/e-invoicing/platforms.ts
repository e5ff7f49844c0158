// The « plateformes agréées » (PA, formerly PDP) a client may choose, shipped as data: the list the
// DGFiP publishes, its date and source in docs/e-invoicing.md. A platform is stored by its id, so
// a renamed platform keeps its clients; « Autre » takes a free text for one not (yet) listed.

export type Platform = { id: string; name: string };

/** Ids are stable slugs; names as the DGFiP's list writes them. Ordered by name. */
export const PLATFORMS: readonly Platform[] = [
  { id: 'axway', name: 'Axway' },
  { id: 'b2brouter', name: 'B2Brouter' },
  { id: 'basware', name: 'Basware' },
  { id: 'cegid', name: 'Cegid' },
  { id: 'comarch', name: 'Comarch' },
  { id: 'docaposte', name: 'Docaposte' },
  { id: 'edicom', name: 'Edicom' },
  { id: 'esker', name: 'Esker' },
  { id: 'generix', name: 'Generix' },
  { id: 'indy', name: 'Indy' },
  { id: 'iopole', name: 'Iopole' },
  { id: 'libeo', name: 'Libeo' },
  { id: 'pagero', name: 'Pagero' },
  { id: 'pennylane', name: 'Pennylane' },
  { id: 'quadient', name: 'Quadient' },
  { id: 'sage', name: 'Sage' },
  { id: 'sovos', name: 'Sovos' },
  { id: 'tiime', name: 'Tiime' },
  { id: 'yooz', name: 'Yooz' },
];

/** The choice for a platform not in the list; its name is then the free text (platformOther). */
export const OTHER_PLATFORM = 'autre';
export const OTHER_PLATFORM_LABEL = 'Autre';
export const PLATFORM_IDS: readonly string[] = [...PLATFORMS.map((platform) => platform.id), OTHER_PLATFORM];

export const PLATFORM_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...PLATFORMS.map((platform) => [platform.id, platform.name]),
  [OTHER_PLATFORM, OTHER_PLATFORM_LABEL],
]);

/** The platform as the page shows it: its name, the free text for « Autre », null when none is chosen. */
export function platformName(platform: string | null, platformOther: string | null): string | null {
  if (platform === null) return null;
  if (platform === OTHER_PLATFORM) return platformOther ? `${OTHER_PLATFORM_LABEL} : ${platformOther}` : OTHER_PLATFORM_LABEL;
  return PLATFORM_LABELS[platform] ?? platform;
}
