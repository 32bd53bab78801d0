// Plain text put into HTML or XML written by hand (the server's pages and robots.txt, the map's tile
// attribution, which OpenLayers writes as HTML), escaped as React writes it: text escapes &, < and >;
// an attribute its quotes too.
export const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");
