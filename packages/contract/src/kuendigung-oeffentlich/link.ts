// §312k BGB: the link to the termination without login, on every page (issue #13 §1). A module of its own:
// the first page shows this one text of the termination's, and takes it without the others (issue 11).
export const kuendigungLinkText = 'Verträge hier kündigen';
