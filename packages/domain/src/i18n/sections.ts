/**
 * German texts of the catalogue's sections: needed by a few lazy pages only (prescription
 * entry, upload and send errors), so they stay out of the reception's entry
 * chunk. A page reads a section with useSection(key, germanSections[key]); every translation
 * carries the same sections (TranslatedCatalogue).
 */
import { prescriptionEntryTexts, prescriptionHintTexts, prescriptionLabels } from '../prescriptionTexts.js';
import { publicErrorTexts } from '../publicConstants.js';
import { publicErrorMessages } from '../publicErrorMessages.js';

export const germanSections = {
  publicErrors: publicErrorTexts,
  /** Error codes a patient can meet at the public endpoints, with the server's German texts. */
  serverErrors: publicErrorMessages,
  prescription: { ...prescriptionEntryTexts, labels: prescriptionLabels, hints: prescriptionHintTexts },
};
