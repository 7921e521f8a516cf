// A tournament's game links back to its tournament, whose page follows
// the player to their next game (docs/players.md, "Tournaments").

/** Shows the game page's link to `game`'s tournament, if it has one. */
export function showTournamentLink(game) {
  const link = document.getElementById('tournament-link');
  if (!link) return;
  const id = game && game.tournament;
  link.hidden = !id;
  if (id) link.href = `/tournaments/${encodeURIComponent(id)}`;
}
