/** What the qualifications feature shares with the others (the lint rule portal/feature-boundaries). */
export { CodeCatalogue } from './CodeCatalogue';
export { codeLabel } from './codeLabel';
export { CODE_CHOICES, type CodeChoice } from './operations';
export { MassUpdatesSection } from './massUpdate/MassUpdatesSection';
