/** Sends the browser to another site (GitHub's authorize page); an object so tests can watch it. */
export const browserNavigation = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};
