/** What a unit goes by when neither its configuration nor its document (`info.title`) names it: its file's name. */
export const fileNameOf = (url: string): string => {
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
};

/** What a document is called where its unit is configured without a name: its title, else its file's name. */
export const documentName = (title: string, url: string): string => title || fileNameOf(url);
