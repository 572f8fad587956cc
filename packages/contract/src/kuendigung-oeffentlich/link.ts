// §312k BGB: the link to the termination without login, on every page. A module of its own:
// the first page shows this one text of the termination's, and takes it without the others.
export const kuendigungLinkText = 'Verträge hier kündigen';
