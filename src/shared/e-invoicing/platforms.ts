// The « plateformes agréées » (PA, formerly PDP) a client may choose, shipped as data: the list the
// DGFiP publishes, its date and source in docs/e-invoicing.md. A platform is stored by its id, so
// a renamed platform keeps its clients; « Autre » takes a free text for one not (yet) listed.

export type Platform = { id: string; name: string };

/**
 * The platforms of the DGFiP's published list (docs/e-invoicing.md gives its date and source), one
 * entry per brand where the list names several companies of one group (Comarch, Edicom, Quadient)
 * and without the « PDP » some names carry there. Ids are stable slugs, never renamed or reused:
 * the clients' records store them. Ordered by name (French collation).
 */
export const PLATFORMS: readonly Platform[] = [
  { id: 'gp', name: '@GP' },
  { id: 'accenture', name: 'Accenture' },
  { id: 'agena-3000', name: 'Agena 3000' },
  { id: 'api-first', name: 'API First' },
  { id: 'arteva', name: 'Arteva' },
  { id: 'avalara', name: 'Avalara' },
  { id: 'axonaut', name: 'Axonaut' },
  { id: 'axway', name: 'Axway' },
  { id: 'b2brouter', name: 'B2Brouter' },
  { id: 'basware', name: 'Basware' },
  { id: 'billit', name: 'Billit' },
  { id: 'cbs-corporate', name: 'CBS Corporate' },
  { id: 'cecurity', name: 'Cecurity' },
  { id: 'cegedim', name: 'Cegedim' },
  { id: 'cegid', name: 'Cegid' },
  { id: 'chaintrust', name: 'Chaintrust' },
  { id: 'comarch', name: 'Comarch' },
  { id: 'csmart', name: 'CSmart' },
  { id: 'darva', name: 'Darva' },
  { id: 'dext', name: 'Dext' },
  { id: 'digipharmacie', name: 'Digipharmacie' },
  { id: 'digital-tech', name: 'Digital Tech' },
  { id: 'docoon', name: 'Docoon' },
  { id: 'docprocess', name: 'Docprocess' },
  { id: 'docuware', name: 'DocuWare' },
  { id: 'doxallia', name: 'Doxallia' },
  { id: 'ecma', name: 'ECMA' },
  { id: 'ecosio', name: 'ecosio (Vertex)' },
  { id: 'edicom', name: 'Edicom' },
  { id: 'edics', name: 'EDICS' },
  { id: 'edt', name: 'EDT' },
  { id: 'eezi', name: 'Eezi (VAT IT)' },
  { id: 'enerj', name: 'Enerj' },
  { id: 'entropics', name: 'Entropics' },
  { id: 'esalink', name: 'Esalink' },
  { id: 'esi', name: 'ESI' },
  { id: 'esker', name: 'Esker' },
  { id: 'euro-information', name: 'Euro Information' },
  { id: 'ey-expertises', name: 'EY Expertises' },
  { id: 'flowie', name: 'Flowie' },
  { id: 'fulll', name: 'Fulll' },
  { id: 'generix', name: 'Generix' },
  { id: 'gestav', name: 'Gestav' },
  { id: 'icd', name: 'ICD' },
  { id: 'indicom', name: 'Indicom' },
  { id: 'indy', name: 'Indy' },
  { id: 'infocert', name: 'InfoCert' },
  { id: 'invopop', name: 'Invopop' },
  { id: 'iopole', name: 'Iopole' },
  { id: 'ipaidthat', name: 'iPaidThat' },
  { id: 'itesoft', name: 'Itesoft' },
  { id: 'ivalua', name: 'Ivalua' },
  { id: 'kolecto', name: 'Kolecto' },
  { id: 'logilec', name: 'Logilec' },
  { id: 'medius', name: 'Medius' },
  { id: 'mykinexo', name: 'MyKinexo' },
  { id: 'n2f', name: 'N2F' },
  { id: 'neotimo', name: 'Neotimo' },
  { id: 'neovacom', name: 'Neovacom' },
  { id: 'numeria', name: 'Numeria' },
  { id: 'one-up', name: 'One Up' },
  { id: 'open-bee', name: 'Open Bee' },
  { id: 'opentext', name: 'OpenText' },
  { id: 'pagero', name: 'Pagero' },
  { id: 'paragon', name: 'Paragon' },
  { id: 'pennylane', name: 'Pennylane' },
  { id: 'pitney-bowes', name: 'Pitney Bowes' },
  { id: 'qonto', name: 'Qonto' },
  { id: 'quadient', name: 'Quadient' },
  { id: 'qweeby', name: 'Qweeby' },
  { id: 'sage', name: 'Sage' },
  { id: 'sap', name: 'SAP' },
  { id: 'scribee', name: 'Scribee' },
  { id: 'sellsy', name: 'Sellsy' },
  { id: 'septeo', name: 'Septeo' },
  { id: 'sequino', name: 'Sequino' },
  { id: 'serensia', name: 'Serensia' },
  { id: 'seres', name: 'Seres (Docaposte)' },
  { id: 'sovos', name: 'Sovos' },
  { id: 'spee', name: 'Spee' },
  { id: 'spendesk', name: 'Spendesk' },
  { id: 'sps-commerce', name: 'SPS Commerce' },
  { id: 'symtrax', name: 'Symtrax' },
  { id: 'taxera', name: 'Taxera Technologies' },
  { id: 'tenor', name: 'Tenor' },
  { id: 'tesisquare', name: 'TESISQUARE' },
  { id: 'tessi', name: 'Tessi Technologies' },
  { id: 'tiime', name: 'Tiime' },
  { id: 'tradeshift-babelway', name: 'Tradeshift Babelway' },
  { id: 'transalis', name: 'Transalis' },
  { id: 'treso2', name: 'Treso2' },
  { id: 'tungsten-automation', name: 'Tungsten Automation' },
  { id: 'tx2-concept', name: 'TX2 Concept' },
  { id: 'ventya', name: 'Ventya' },
  { id: 'voxel', name: 'Voxel (Amadeus)' },
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
