// Text put into the HTML and XML the server writes itself, escaped as React writes it: text escapes
// &, < and >; an attribute its quotes too.
export const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");
