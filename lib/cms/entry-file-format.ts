/** The name of the content files' format in the content editor's configuration (see pages/admin/register-entry-file-format.ts). */
export const ENTRY_FILE_FORMAT = 'frontmatter-as-written'
