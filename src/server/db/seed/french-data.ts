// Word lists for the demo firm. Accents on purpose: sorting, searching and exporting must
// survive É, ç, ë and œ from the first screen on.

export const FIRST_NAMES = [
  'Élodie', 'François', 'Hélène', 'Gaëlle', 'Jérôme', 'Amélie', 'Benoît', 'Céline', 'Clément', 'Loïc',
  'Maëlle', 'Noémie', 'Anaïs', 'Cédric', 'Frédéric', 'Stéphane', 'Sébastien', 'Zoé', 'Léa', 'Théo',
  'Chloé', 'Raphaël', 'Inès', 'Joël', 'Aurélie', 'Valérie', 'Grégoire', 'Hervé', 'Thérèse', 'André',
  'Agnès', 'Béatrice', 'Jean-François', 'Marie-Hélène', 'Camille', 'Julien', 'Manon', 'Nicolas', 'Sophie', 'Thomas',
  'Pauline', 'Antoine', 'Émilie', 'Élise', 'Océane', 'Bérénice', 'Laëtitia', 'Jérémy', 'Mathéo', 'Léonie',
] as const;

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Durand', 'Leroy', 'Moreau', 'Laurent', 'Lefèvre', 'Garcia', 'Bertrand',
  'Roux', 'Fournier', 'Morel', 'Girard', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'Legrand', 'Garnier',
  'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Müller', 'Henry', 'Perrin', 'Mathieu', 'Clément', 'Gauthier',
  'Fontaine', 'Chevalier', 'Masson', 'Gérard', 'Nguyen', 'Boyer', 'Lemaire', 'Duval', 'Noël', 'Meyer',
  'Pérez', 'Marchand', 'Dufour', 'Blanchard', 'Barbier', 'Brunet', 'Schmitt', 'Caron', 'Aubert', 'Giraud',
  'Leclerc', 'Vidal', 'Bourgeois', 'Lemoine', 'Picard', 'Lacroix', 'Fabre', 'Rivière', 'Le Gall', 'Ménard',
  'Fleury', 'Deschamps', 'Carpentier', 'Prévost', 'Poirier', 'Charpentier', 'Carré', 'Rémy', 'Pélissier', 'Hébert',
  'Bénard', 'Thébault', 'Vallée', 'Lévêque', 'Géraud', 'Chênevert', 'Bréchet', 'Côté', 'Da Silva', 'Besançon',
] as const;

export const TRADES = [
  'Boulangerie', 'Pâtisserie', 'Boucherie', 'Charcuterie', 'Fromagerie', 'Garage', 'Menuiserie', 'Plomberie',
  'Électricité', 'Maçonnerie', 'Couverture', 'Carrosserie', 'Imprimerie', 'Librairie', 'Pharmacie', 'Optique',
  'Coiffure', 'Transports', 'Taxis', 'Ambulances', 'Brasserie', 'Restaurant', 'Hôtel', 'Épicerie fine',
  'Pressing', 'Auto-école', 'Agence immobilière', "Cabinet d'architecture", 'Traiteur', 'Chocolaterie',
  'Quincaillerie', 'Serrurerie', 'Ferronnerie', 'Ébénisterie', 'Jardinerie', 'Crêperie', 'Torréfaction', 'Vins et Spiritueux',
] as const;

/** "Société {adjective} des {activity} {region}", the old industrial style. */
export const COMPANY_ADJECTIVES = [
  'Générale', 'Nouvelle', 'Française', 'Régionale', 'Industrielle', 'Méridionale', 'Alpine', 'Atlantique', 'Continentale',
] as const;
export const COMPANY_ACTIVITIES = [
  'Eaux', 'Transports', 'Travaux Publics', 'Bétons', 'Énergies', 'Matériaux', 'Céréales', 'Vins', 'Forges', 'Emballages',
  'Peintures', 'Métaux',
] as const;
export const REGIONS = [
  'du Sud', "de l'Ouest", "de l'Est", 'du Nord', 'du Rhône', 'de Provence', 'de Bretagne', "d'Aquitaine", 'du Val-de-Loire',
  'des Alpes', 'de Normandie', 'du Périgord', 'de Champagne', "d'Île-de-France", 'des Vosges', 'du Languedoc',
] as const;
export const FAMILY_SUFFIXES = ['& Fils', '& Filles', 'Frères', '& Associés', '& Cie'] as const;
export const HOUSE_PREFIXES = ['Maison', 'Établissements', 'Atelier', 'Ets'] as const;

export const PLACE_NAMES = [
  'Les Érables', 'Les Tilleuls', 'Les Châtaigniers', 'Les Peupliers', 'Les Chênes', 'Les Hêtres', 'Les Cèdres',
  'Les Mélèzes', 'Les Oliviers', 'Les Acacias', 'Les Glycines', 'Le Clos Fleuri', 'Le Moulin', 'La Fontaine',
  'Le Pré Vert', 'Les Coteaux', 'La Bergerie', 'Le Belvédère', "L'Orée du Bois", 'La Clairière', 'Les Genêts',
] as const;

export const HEALTH_PRACTICES = [
  'Cabinet Médical', 'Cabinet Dentaire', 'Cabinet Infirmier', 'Cabinet de Kinésithérapie', 'Maison de Santé', 'Centre Vétérinaire',
] as const;
export const ASSOCIATIONS = [
  'Association Sportive', 'Comité des Fêtes', 'Amicale des Sapeurs-Pompiers', 'Club de Tennis', 'Les Amis du Patrimoine',
  'Harmonie Municipale', 'Association des Parents d’Élèves', 'Chorale', 'Foyer Rural', 'Club de Randonnée',
] as const;
export const FARMS = ['de la Ferme', 'du Domaine', 'des Prés', 'du Verger', 'de la Vallée', 'des Étangs', 'du Haut-Pays'] as const;
export const SOLO_ACTIVITIES = [
  'Conseil', 'Plomberie', 'Graphisme', 'Photographie', 'Couture', 'Développement Web', 'Traduction', 'Ostéopathie',
  'Coaching', 'Toilettage', 'Paysagiste', 'Peinture', 'Rénovation', 'Multiservices', 'Formation', 'Diététique',
] as const;
export const CITY_NAMES_FOR_NAMES = [
  'Saint-Étienne', 'Besançon', 'Nîmes', 'Orléans', 'Périgueux', 'Épinal', 'Compiègne', 'Chambéry', 'Valence', 'Montluçon',
  'Saint-Malo', 'Fécamp', 'Sète', 'Béziers', 'Mâcon', 'Évreux', 'Angoulême', 'Lodève', 'Brive-la-Gaillarde', 'Gérardmer',
] as const;

/** Real postcode and commune pairs, with the landline prefix of their zone (01 Paris area … 05 south-west). */
export const POSTAL_PLACES: readonly { codePostal: string; ville: string; indicatif: string }[] = [
  { codePostal: '75008', ville: 'Paris', indicatif: '01' },
  { codePostal: '75011', ville: 'Paris', indicatif: '01' },
  { codePostal: '75015', ville: 'Paris', indicatif: '01' },
  { codePostal: '78000', ville: 'Versailles', indicatif: '01' },
  { codePostal: '92100', ville: 'Boulogne-Billancourt', indicatif: '01' },
  { codePostal: '93100', ville: 'Montreuil', indicatif: '01' },
  { codePostal: '94300', ville: 'Vincennes', indicatif: '01' },
  { codePostal: '95000', ville: 'Cergy', indicatif: '01' },
  { codePostal: '77300', ville: 'Fontainebleau', indicatif: '01' },
  { codePostal: '02100', ville: 'Saint-Quentin', indicatif: '03' },
  { codePostal: '08000', ville: 'Charleville-Mézières', indicatif: '03' },
  { codePostal: '44000', ville: 'Nantes', indicatif: '02' },
  { codePostal: '35000', ville: 'Rennes', indicatif: '02' },
  { codePostal: '29200', ville: 'Brest', indicatif: '02' },
  { codePostal: '14000', ville: 'Caen', indicatif: '02' },
  { codePostal: '76000', ville: 'Rouen', indicatif: '02' },
  { codePostal: '49000', ville: 'Angers', indicatif: '02' },
  { codePostal: '37000', ville: 'Tours', indicatif: '02' },
  { codePostal: '45000', ville: 'Orléans', indicatif: '02' },
  { codePostal: '85000', ville: 'La Roche-sur-Yon', indicatif: '02' },
  { codePostal: '59000', ville: 'Lille', indicatif: '03' },
  { codePostal: '80000', ville: 'Amiens', indicatif: '03' },
  { codePostal: '51100', ville: 'Reims', indicatif: '03' },
  { codePostal: '67000', ville: 'Strasbourg', indicatif: '03' },
  { codePostal: '68100', ville: 'Mulhouse', indicatif: '03' },
  { codePostal: '57000', ville: 'Metz', indicatif: '03' },
  { codePostal: '54000', ville: 'Nancy', indicatif: '03' },
  { codePostal: '88000', ville: 'Épinal', indicatif: '03' },
  { codePostal: '21000', ville: 'Dijon', indicatif: '03' },
  { codePostal: '25000', ville: 'Besançon', indicatif: '03' },
  { codePostal: '71100', ville: 'Chalon-sur-Saône', indicatif: '03' },
  { codePostal: '01000', ville: 'Bourg-en-Bresse', indicatif: '04' },
  { codePostal: '03100', ville: 'Montluçon', indicatif: '04' },
  { codePostal: '04000', ville: 'Digne-les-Bains', indicatif: '04' },
  { codePostal: '05000', ville: 'Gap', indicatif: '04' },
  { codePostal: '06000', ville: 'Nice', indicatif: '04' },
  { codePostal: '07200', ville: 'Aubenas', indicatif: '04' },
  { codePostal: '13001', ville: 'Marseille', indicatif: '04' },
  { codePostal: '13008', ville: 'Marseille', indicatif: '04' },
  { codePostal: '20000', ville: 'Ajaccio', indicatif: '04' },
  { codePostal: '26000', ville: 'Valence', indicatif: '04' },
  { codePostal: '30000', ville: 'Nîmes', indicatif: '04' },
  { codePostal: '34000', ville: 'Montpellier', indicatif: '04' },
  { codePostal: '38000', ville: 'Grenoble', indicatif: '04' },
  { codePostal: '42000', ville: 'Saint-Étienne', indicatif: '04' },
  { codePostal: '63000', ville: 'Clermont-Ferrand', indicatif: '04' },
  { codePostal: '69002', ville: 'Lyon', indicatif: '04' },
  { codePostal: '69007', ville: 'Lyon', indicatif: '04' },
  { codePostal: '73000', ville: 'Chambéry', indicatif: '04' },
  { codePostal: '74000', ville: 'Annecy', indicatif: '04' },
  { codePostal: '83000', ville: 'Toulon', indicatif: '04' },
  { codePostal: '84000', ville: 'Avignon', indicatif: '04' },
  { codePostal: '66000', ville: 'Perpignan', indicatif: '04' },
  { codePostal: '09000', ville: 'Foix', indicatif: '05' },
  { codePostal: '12000', ville: 'Rodez', indicatif: '05' },
  { codePostal: '17000', ville: 'La Rochelle', indicatif: '05' },
  { codePostal: '19100', ville: 'Brive-la-Gaillarde', indicatif: '05' },
  { codePostal: '24000', ville: 'Périgueux', indicatif: '05' },
  { codePostal: '31000', ville: 'Toulouse', indicatif: '05' },
  { codePostal: '33000', ville: 'Bordeaux', indicatif: '05' },
  { codePostal: '46000', ville: 'Cahors', indicatif: '05' },
  { codePostal: '64000', ville: 'Pau', indicatif: '05' },
  { codePostal: '81000', ville: 'Albi', indicatif: '05' },
  { codePostal: '87000', ville: 'Limoges', indicatif: '05' },
];

export const STREET_TYPES = ['rue', 'rue', 'rue', 'avenue', 'boulevard', 'place', 'impasse', 'allée', 'chemin', 'quai', 'route'] as const;
export const STREET_NAMES = [
  'de la République', 'Victor Hugo', 'Jean Jaurès', 'du Général de Gaulle', 'de la Paix', 'Pasteur', 'des Écoles',
  'du Moulin', "de l'Église", 'Gambetta', 'Émile Zola', 'Jules Ferry', 'de la Gare', 'du Château', 'des Lilas', 'de Verdun',
  'Voltaire', 'Carnot', 'Saint-Michel', 'des Tanneurs', 'Foch', 'de la Liberté', 'Édouard Herriot', 'Anatole France',
  'Aristide Briand', 'Georges Clemenceau', 'du 8 Mai 1945', 'des Acacias', 'de Bretagne', 'de la Forêt', 'des Prés',
] as const;

export const BANK_NAMES = [
  'Crédit Agricole', 'BNP Paribas', 'Société Générale', 'LCL', 'Banque Populaire', "Caisse d'Épargne", 'Qonto', 'Shine',
] as const;

export type TaskTemplate = { title: string; frequency?: 'jour' | 'semaine' | 'mois' | 'annee' };

/** What a firm's staff actually track; recurring work carries its natural frequency. */
export const TASK_TEMPLATES: readonly TaskTemplate[] = [
  { title: 'Déclaration de TVA mensuelle', frequency: 'mois' },
  { title: 'DSN mensuelle', frequency: 'mois' },
  { title: 'Bulletins de paie', frequency: 'mois' },
  { title: 'Révision des comptes de trésorerie', frequency: 'mois' },
  { title: 'Rapprochement bancaire', frequency: 'semaine' },
  { title: 'Relance pièces comptables', frequency: 'semaine' },
  { title: 'Point hebdomadaire avec le dirigeant', frequency: 'semaine' },
  { title: 'Saisie des pièces de caisse', frequency: 'jour' },
  { title: 'Suivi des encaissements', frequency: 'jour' },
  { title: 'Bilan annuel', frequency: 'annee' },
  { title: 'Liasse fiscale', frequency: 'annee' },
  { title: 'Déclaration CFE', frequency: 'annee' },
  { title: 'Déclaration DAS2', frequency: 'annee' },
  { title: 'Approbation des comptes en AG', frequency: 'annee' },
  { title: 'Déclaration de résultats 2065', frequency: 'annee' },
  { title: 'Déclaration de TVA trimestrielle' },
  { title: 'Demande de remboursement de crédit de TVA' },
  { title: 'Création de société : statuts et immatriculation' },
  { title: 'Transfert de siège social' },
  { title: 'Préparation du contrôle fiscal' },
  { title: 'Rendez-vous de présentation du bilan' },
  { title: 'Lettre de mission à faire signer' },
  { title: 'Mise à jour du mandat SEPA' },
  { title: 'Prévisionnel de trésorerie' },
  { title: 'Dossier de prêt bancaire' },
  { title: 'Régularisation URSSAF' },
  { title: 'Attestation de vigilance URSSAF' },
  { title: 'Clôture des comptes et inventaire' },
];

export const TASK_DESCRIPTIONS = [
  'Pièces reçues partiellement, relancer le client pour les relevés manquants.',
  'Attention : changement de régime de TVA au 1er janvier.',
  'Voir avec le dirigeant le montant des dividendes à distribuer.',
  'Le client a changé de banque, récupérer les nouveaux relevés.',
  'Factures fournisseurs à rapprocher, écart de 312,45 € à justifier.',
  'Échéance impérative : pénalités de retard au-delà.',
  'Dossier transmis par l’ancien expert-comptable, reprise des soldes à vérifier.',
  'Envoyer le récapitulatif au client par e-mail après validation.',
  'Immobilisations à mettre à jour (nouveau véhicule utilitaire).',
  'Stock à valoriser selon l’inventaire physique du 31 décembre.',
  'Contrôler les notes de frais et les indemnités kilométriques.',
  'Le gérant souhaite un rendez-vous en fin de mois.',
] as const;
