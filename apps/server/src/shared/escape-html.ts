/** Text placed inside HTML we write ourselves (mails, tasks made from bank questions). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
