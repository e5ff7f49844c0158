/** SPEC §8's alerts for the Clients page, in one place for the components and the tests. */
export const CLIENT_MESSAGES = {
  saveFailed: 'Erreur lors de la sauvegarde',
  saved: 'Enregistré',
  /** A saved cell's toast, which offers « Annuler » (and Ctrl+Z) for 30 s. */
  cellChanged: 'Cellule modifiée',
  addFailed: "Erreur lors de l'ajout du client",
  deleteFailed: 'Erreur lors de la suppression',
  addCollaboratorFailed: "Erreur lors de l'ajout du collaborateur",
  removeCollaboratorFailed: 'Erreur lors de la suppression du collaborateur',
  empty: 'Aucun client trouvé',
  loadFailed: 'Impossible de charger les clients.',
} as const;
