export const seededHindiLegalDocuments: Record<string, string> = {};
