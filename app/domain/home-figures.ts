/*
 * The home page's figures kept in the code (decision 0043): the defaults of the statistics an
 * administrator may change. home.statFollowersFigure is a catalogue text instead ("1k+" reads
 * "1,000+" in Hindi). A module of its own: the home page's script needs these, not the form's list.
 */
export const FIGURE_DEFAULTS: Readonly<Record<string, string>> = {
  customerSuccessFigure: "8.50%",
  statCertifiedTradersFigure: "100+",
  statTeamMembersFigure: "35+",
  statTraderCommunityFigure: "500+",
  statSubscribersFigure: "200+",
  statAppDownloadsFigure: "100+",
};
