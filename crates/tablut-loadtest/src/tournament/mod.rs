//! A tournament played out (`--tournament FORMAT --players N`): N accounts
//! registered through the API, spread round robin over the instances (the
//! account of player *k* plays on instance *k* mod *n*), join one
//! tournament that the first of them creates and starts; each player
//! watches the tournament (its WebSocket, else one poller's `GET
//! /api/tournaments/{id}` shared by all), finds its games (the pairing's
//! `ongoing` games, else `GET /api/account/games`) and plays each over the
//! game's WebSocket, its seat taken by the account's session, with the
//! load test's seats ([`crate::seat`]): random legal moves after a think,
//! each game resigned at a random ply up to `--max-plies`.
//!
//! At the end every game is read back as in the game load test (the
//! integrity, sockets and clock checks), and the tournament is checked
//! against its games ([`check`]). The pairing time is measured as
//! [`pairing_ms`] says.

pub mod check;

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;
use tablut_api::{
    GameState, MatchWord, NewTournament, PairingView, ServerMessage, TournamentKind,
    TournamentMessage, TournamentStatus, TournamentView,
};
use tablut_core::TimeControl;
use tokio::net::TcpStream;
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::header::COOKIE;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::accounts::{self, Account};
use crate::api::{self, Api, Failure};
use crate::machine::Sample;
use crate::percentiles::Percentiles;
use crate::play::{self, lock, Ctx, GameLog, GameRecord, Plan};
use crate::progress::{error_count, Bar};
use crate::report::{self, ErrorCount, Report};
use crate::seat::{connect, Key, Seat};
use crate::server::LocalServer;
use crate::{Config, Error};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How often the shared poller reads the tournament, when it has no
/// WebSocket (its instance changes each time).
const POLL: Duration = Duration::from_millis(200);
/// How often a player looks for games of its own whatever the
/// tournament's updates say.
const LOOK: Duration = Duration::from_secs(3);
/// The least time between two `GET /api/account/games` of one player.
const MY_GAMES_EVERY: Duration = Duration::from_millis(1000);
/// How long the games may take to close after the tournament finished.
const DRAIN_LIMIT: Duration = Duration::from_secs(60);
/// How many games are read back at once.
const READERS: usize = 16;
/// Joins sent at once.
const JOINERS: usize = 16;

/// A tournament to play out, instead of the game load test.
#[derive(Debug, Clone)]
pub struct Tournament {
    /// `swiss`, `round-robin`, `double-round-robin` or `arena`.
    pub format: TournamentKind,
    /// Its players: accounts registered for the run, 2 to
    /// [`accounts::MAX_ACCOUNTS`].
    pub players: usize,
    /// A Swiss's rounds.
    pub rounds: u32,
    /// An arena's length in minutes.
    pub minutes: u32,
    /// One game a pairing instead of two with the sides swapped.
    pub single: bool,
    /// The longest the tournament may take before the run gives up on it
    /// (its games are then resigned).
    pub limit: Duration,
}

impl Tournament {
    /// A tournament of `format` with the command's defaults: 20 players,
    /// 5 rounds (a Swiss), 5 minutes (an arena), two games a pairing, at
    /// most 30 minutes.
    pub fn new(format: TournamentKind) -> Tournament {
        Tournament {
            format,
            players: 20,
            rounds: 5,
            minutes: 5,
            single: false,
            limit: Duration::from_secs(30 * 60),
        }
    }
}

/// What a tournament run reports, beside the game load test's fields.
#[derive(Debug, Clone, Serialize, Default)]
pub struct TournamentReport {
    /// The tournament's id.
    pub id: String,
    /// Its format.
    pub format: String,
    /// `single` or `two-games`.
    #[serde(rename = "match")]
    pub match_kind: String,
    /// Its time control.
    pub clock: String,
    /// Players registered and entered.
    pub players: usize,
    /// Seconds the registrations took.
    pub registration_s: f64,
    /// Its status at the end, as read back.
    pub status: String,
    /// Rounds paired (for an arena: the round the server last said).
    pub rounds: u32,
    /// Games its pairings list, as read back at the end.
    pub games: usize,
    /// Of those, games the load test played.
    pub games_played: usize,
    /// From its start to the run seeing it finished, in seconds.
    pub duration_s: f64,
    /// How the players followed it: `websocket` (each its own) or
    /// `polling` (one poller, every 200 ms, for all).
    pub watched_by: String,
    /// The time to pair a round (see the module's docs): for a Swiss or
    /// round robin, from the moment the last game of round k was seen
    /// ended by one of its seats to the moment round k + 1's pairings
    /// were first seen (on any player's WebSocket, or by the poller);
    /// for an arena, from a player's game seen ended to its next pairing
    /// seen, for every player.
    pub pairing_ms: Percentiles,
    /// A Swiss: the time the server's own pairing code
    /// (`tablut_server::tournaments::swiss`) takes here, in this process,
    /// to pair each round from 2 on from the rounds before it as read back:
    /// the computing part of `pairing_ms`, without the tick, the database
    /// or the messages.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairing_compute_ms: Option<Percentiles>,
    /// Everything wrong with it: standings and pairings that disagree
    /// with the games' results, pairings made twice, players paired twice
    /// in a round or in two games at once.
    pub errors: Vec<String>,
}

impl TournamentReport {
    /// The report's lines.
    pub fn text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "tournament  {} {} ({}, {}), {} players, {} rounds, {} games ({} played here), {}, \
             {:.1} s",
            self.format,
            self.id,
            self.match_kind,
            self.clock,
            self.players,
            self.rounds,
            self.games,
            self.games_played,
            self.status,
            self.duration_s
        );
        let _ = writeln!(s, "pairing     {}", self.pairing_ms.line());
        let measured = if self.format == "arena" {
            "a player's game seen ended -> its next pairing seen"
        } else {
            "last game of a round seen ended -> the next round's pairings seen"
        };
        let _ = writeln!(
            s,
            "            ({measured}; followed by {}; the server pairs on a 2 s tick)",
            self.watched_by
        );
        if let Some(compute) = &self.pairing_compute_ms {
            let _ = writeln!(s, "computing   {}", compute.line());
            let _ = writeln!(
                s,
                "            (the server's Swiss pairing code, run here on each round's history)"
            );
        }
        if self.errors.is_empty() {
            let _ = writeln!(s, "            0 tournament errors");
        } else {
            let _ = writeln!(s, "            {} tournament errors:", self.errors.len());
            for e in &self.errors {
                let _ = writeln!(s, "  {e}");
            }
        }
        s
    }
}

/// Refuses a tournament that cannot be run.
pub fn validate(config: &Config, t: &Tournament) -> Result<(), Error> {
    if !(2..=accounts::MAX_ACCOUNTS).contains(&t.players) {
        return Err(Error::Invalid(format!(
            "--players {} is out of range: give 2 to {}",
            t.players,
            accounts::MAX_ACCOUNTS
        )));
    }
    if !matches!(
        t.format,
        TournamentKind::Swiss
            | TournamentKind::RoundRobin
            | TournamentKind::DoubleRoundRobin
            | TournamentKind::Arena
    ) {
        return Err(Error::Invalid(format!(
            "--tournament {}: give arena, swiss, round-robin or double-round-robin",
            t.format
        )));
    }
    if let Some(text) = &config.clock {
        text.parse::<TimeControl>()
            .map_err(|e| Error::Invalid(format!("--clock {text}: {e}")))?;
    }
    Ok(())
}

/// Everything the players share.
struct Tour {
    ctx: Arc<Ctx>,
    id: String,
    accounts: Vec<Account>,
    /// Player index by account name.
    index: HashMap<String, usize>,
    seed: u64,
    /// The games being played or played, by id.
    records: Mutex<HashMap<String, Arc<GameRecord>>>,
    /// The latest view of the tournament, for players without a socket.
    views: watch::Sender<Option<Arc<TournamentView>>>,
    /// Whether the tournament has a WebSocket.
    socket: bool,
    /// What was seen of it.
    seen: Mutex<Seen>,
}

/// What the players and the poller saw of the tournament as it went.
#[derive(Default)]
struct Seen {
    /// When each round's pairings were first seen, and their latest
    /// version.
    rounds: BTreeMap<u32, (Instant, Vec<PairingView>)>,
    /// Every pairing seen, its latest version, by round, board and
    /// players.
    pairings: BTreeMap<(u32, u32, String, Option<String>), PairingView>,
    /// When each game was first seen in a pairing.
    games: HashMap<String, Instant>,
    /// When the tournament was first seen finished.
    finished: Option<Instant>,
    /// Disagreements seen on the way (a round's pairings changing).
    errors: Vec<String>,
}

impl Tour {
    /// Notes a view of the tournament received at `at`.
    fn note(&self, view: &TournamentView, at: Instant) {
        let mut seen = lock(&self.seen);
        let arena = view.tournament.format == TournamentKind::Arena;
        for p in view.pairings.iter().chain(&view.history) {
            for g in p.games.iter().chain(&p.ongoing) {
                seen.games.entry(g.clone()).or_insert(at);
            }
            let key = (p.round, p.board, p.first.clone(), p.second.clone());
            let older = seen.pairings.get(&key).is_some_and(|had| fuller(had, p));
            if !older {
                seen.pairings.insert(key, p.clone());
            }
        }
        if !arena && view.tournament.round > 0 {
            let round = view.tournament.round;
            let now: Vec<PairingView> = view
                .pairings
                .iter()
                .filter(|p| p.round == round)
                .cloned()
                .collect();
            match seen.rounds.get(&round) {
                None => {
                    seen.rounds.insert(round, (at, now));
                }
                Some((first, before)) => {
                    let first = *first;
                    match differs(before, &now) {
                        Some(change) => {
                            let e = format!("round {round} was paired again: {change}");
                            if !seen.errors.contains(&e) {
                                seen.errors.push(e);
                            }
                        }
                        // The latest games and results, the time first seen
                        // (a view from another instance may come late).
                        None => {
                            let newer = before.iter().zip(&now).any(|(b, n)| fuller(n, b));
                            if newer {
                                seen.rounds.insert(round, (first, now));
                            }
                        }
                    }
                }
            }
        }
        if view.tournament.status == TournamentStatus::Finished && seen.finished.is_none() {
            seen.finished = Some(at);
        }
    }

    /// The record of game `game`, made by the first of its seats to
    /// connect: its players, their instances, and how it is to end.
    fn record(&self, game: &GameState) -> Arc<GameRecord> {
        let mut records = lock(&self.records);
        if let Some(r) = records.get(&game.id) {
            return r.clone();
        }
        let n = self.ctx.apis.len().max(1);
        let who = |name: &str| self.index.get(name).copied();
        let (a, d) = (
            who(&game.seats.attackers.name),
            who(&game.seats.defenders.name),
        );
        let mut rng = StdRng::seed_from_u64(self.seed ^ hash(&game.id));
        let record = Arc::new(GameRecord {
            id: game.id.clone(),
            instances: [a.unwrap_or(0) % n, d.unwrap_or(0) % n],
            accounts: a.zip(d).map(|(a, d)| [a, d]),
            plan: Plan::Resign(rng.gen_range(1..=self.ctx.max_plies.max(1))),
            log: Mutex::new(GameLog::default()),
        });
        records.insert(game.id.clone(), record.clone());
        lock(&self.ctx.games).push(record.clone());
        self.ctx.stats.games_started.fetch_add(1, Ordering::Relaxed);
        record
    }
}

/// Where a round's pairings seen later part from those seen first, if
/// they do (a game added to a pairing is no change: a live match's second
/// game may be made when its first ends; nor is one missing, in a view
/// from another instance that comes late).
fn differs(before: &[PairingView], now: &[PairingView]) -> Option<String> {
    let key = |p: &PairingView| (p.board, p.first.clone(), p.second.clone());
    let show = |p: &PairingView| {
        format!(
            "board {} {} - {}",
            p.board,
            p.first,
            p.second.as_deref().unwrap_or("(bye)")
        )
    };
    if before.len() != now.len() {
        return Some(format!(
            "{} pairings first, then {}",
            before.len(),
            now.len()
        ));
    }
    for (b, n) in before.iter().zip(now) {
        let same_games = n.games.starts_with(&b.games) || b.games.starts_with(&n.games);
        if key(b) != key(n) || !same_games {
            return Some(format!(
                "{} (games {:?}) became {} (games {:?})",
                show(b),
                b.games,
                show(n),
                n.games
            ));
        }
    }
    None
}

/// Whether pairing `a` says more than `b` (one of the same board): more
/// games, or its result.
fn fuller(a: &PairingView, b: &PairingView) -> bool {
    a.games.len() > b.games.len() || (a.result.is_some() && b.result.is_none())
}

fn hash(text: &str) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// The tournament's WebSocket on `api`, with the account's cookie, and
/// its first view; `None` where the server has none.
async fn open_socket(api: &Api, id: &str, account: &Account) -> Option<(Ws, TournamentView)> {
    let mut request = api.tournament_ws_url(id).into_client_request().ok()?;
    request
        .headers_mut()
        .insert(COOKIE, account.session.header().parse().ok()?);
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.ok()?;
    let first = tokio::time::timeout(Duration::from_secs(10), next_view(&mut ws))
        .await
        .ok()??;
    Some((ws, first))
}

/// The next view a tournament's WebSocket sends; `None` once it closed or
/// said an error.
async fn next_view(ws: &mut Ws) -> Option<TournamentView> {
    while let Some(message) = ws.next().await {
        let Ok(Message::Text(text)) = message else {
            if message.is_err() {
                return None;
            }
            continue;
        };
        match serde_json::from_str::<TournamentMessage>(text.as_str()) {
            Ok(TournamentMessage::Tournament { tournament }) => return Some(tournament),
            Ok(TournamentMessage::Ping) => {}
            Ok(TournamentMessage::Error(_)) | Err(_) => return None,
        }
    }
    None
}

/// Plays a tournament out and reports it.
pub async fn run(config: &Config, t: &Tournament) -> Result<Report, Error> {
    let (local, bases, apis) = crate::servers(&config.server).await?;
    let seed = crate::seed(config);
    let bar = Bar::new(
        t.players as u64,
        "{pos}/{len} accounts registered [{bar:30}] {msg}",
    );
    let tag = accounts::run_tag();
    let registered = accounts::register(&bases, t.players, &tag, |n| {
        bar.set(n as u64, String::new())
    })
    .await
    .map_err(|f| Error::Accounts(f.to_string()))?;
    bar.finish(format!(
        "{} accounts registered ({tag}-0 …) in {:.1} s",
        t.players,
        registered.took.as_secs_f64()
    ));
    let accounts = registered.accounts;
    let clock = config.clock.clone().unwrap_or_else(|| "1+0".into());
    let n = apis.len();

    // Made by player 0 on instance 0, joined by every player on its own
    // instance, started by its maker.
    let request = NewTournament {
        name: format!("Load {tag}"),
        format: Some(t.format),
        rounds: (t.format == TournamentKind::Swiss).then_some(t.rounds),
        variant: Some(config.variant.to_string()),
        clock: clock.clone(),
        rated: false,
        match_kind: Some(if t.single {
            MatchWord::Single
        } else {
            MatchWord::TwoGames
        }),
        minutes: (t.format == TournamentKind::Arena).then_some(t.minutes),
        ..NewTournament::default()
    };
    let setup = |f: Failure| Error::Server(format!("cannot set the tournament up: {f}"));
    let made = apis[0]
        .create_tournament(&accounts[0].session, &request)
        .await
        .map_err(setup)?;
    let id = made.tournament.id.clone();
    let joined: Vec<Result<TournamentView, Failure>> =
        futures_util::stream::iter(accounts.iter().enumerate())
            .map(|(k, account)| apis[k % n].tournament_act(&account.session, &id, "join"))
            .buffer_unordered(JOINERS)
            .collect()
            .await;
    for j in joined {
        j.map_err(setup)?;
    }
    let cpu_before = Sample::take(&local.iter().map(LocalServer::pid).collect::<Vec<_>>());
    let started = Instant::now();
    apis[0]
        .tournament_act(&accounts[0].session, &id, "start")
        .await
        .map_err(setup)?;
    eprintln!(
        "tournament {id} ({}, {} players) started",
        t.format, t.players
    );

    // Every move is measured: the window is the whole tournament.
    let mut window = config.clone();
    window.duration = t.limit + DRAIN_LIMIT * 2;
    window.clock = Some(clock.clone());
    let ctx = Arc::new(Ctx::new(apis, &window, Vec::new()));
    let _ = ctx.window.set(started);
    let socket = open_socket(&ctx.apis[0], &id, &accounts[0]).await;
    let index = accounts
        .iter()
        .enumerate()
        .map(|(k, a)| (a.name.clone(), k))
        .collect();
    let tour = Arc::new(Tour {
        ctx: ctx.clone(),
        id: id.clone(),
        accounts,
        index,
        seed,
        records: Mutex::new(HashMap::new()),
        views: watch::channel(None).0,
        socket: socket.is_some(),
        seen: Mutex::new(Seen::default()),
    });
    let watcher = tokio::spawn(watch_all(tour.clone(), socket));
    let mut players = JoinSet::new();
    for k in 0..t.players {
        players.spawn(player(tour.clone(), k));
    }
    tokio::spawn(play::timer_probe(ctx.clone()));
    tokio::spawn(play::health_probe(ctx.clone()));

    // Until it finishes, or the limit.
    let bar = Bar::new(t.limit.as_millis() as u64, "tournament [{bar:30}] {msg}");
    let finished = loop {
        if let Some(at) = lock(&tour.seen).finished {
            break Some(at);
        }
        if started.elapsed() > t.limit {
            break None;
        }
        let round = tour
            .views
            .borrow()
            .as_ref()
            .map_or(0, |v| v.tournament.round);
        bar.set(
            started.elapsed().as_millis() as u64,
            format!(
                "round {round}, {} games, {} moves, {} errors",
                ctx.stats.games_started.load(Ordering::Relaxed),
                ctx.stats.moves.load(Ordering::Relaxed),
                error_count(&ctx)
            ),
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let cpu_after = Sample::take(&local.iter().map(LocalServer::pid).collect::<Vec<_>>());
    let duration = finished.map_or(started.elapsed(), |at| at.duration_since(started));
    bar.finish(match finished {
        Some(_) => format!("tournament finished in {:.1} s", duration.as_secs_f64()),
        None => format!(
            "tournament not finished after {:.0} s: its games are resigned",
            t.limit.as_secs_f64()
        ),
    });
    if finished.is_none() {
        ctx.error(&Failure::new(
            "tournament: not finished",
            format!("not finished within {:.0} s", t.limit.as_secs_f64()),
        ));
    }
    // Games still going (an arena's at its end, or all at the limit) are
    // resigned; the players leave.
    ctx.stop();
    let drain = Instant::now();
    while let Ok(Some(_)) =
        tokio::time::timeout_at((drain + DRAIN_LIMIT).into(), players.join_next()).await
    {}
    if !players.is_empty() {
        ctx.error(&Failure::new(
            "drain timeout",
            format!("{} players still playing after the drain", players.len()),
        ));
        play::mark_stuck(&ctx);
        players.abort_all();
    }
    watcher.abort();
    let mut reloads = Vec::new();
    for api in &ctx.apis {
        reloads.push(api.health().await.ok().map(|h| h.reloads));
    }

    // The games, as in the load test.
    let games = lock(&ctx.games).clone();
    let bar = Bar::new(games.len() as u64, "{pos}/{len} games checked [{bar:30}]");
    let control = clock.parse::<TimeControl>().ok();
    let live = control
        .filter(|c| !c.is_correspondence())
        .map(|_| clock.as_str());
    let checked = report::check(&ctx.apis, &games, live, |k| {
        bar.set(k as u64, String::new())
    })
    .await;
    bar.finish(String::new());

    // The tournament against its games.
    let mut tournament = tournament_check(&tour, t, &games).await;
    tournament.players = t.players;
    tournament.registration_s = registered.took.as_secs_f64();
    tournament.clock = clock.clone();
    tournament.duration_s = duration.as_secs_f64();
    tournament.watched_by = if tour.socket { "websocket" } else { "polling" }.into();

    let stats = &ctx.stats;
    let latency = Percentiles::of(&mut lock(&stats.latency));
    let seconds = duration.as_secs_f64().max(1e-3);
    let errors = lock(&stats.errors)
        .iter()
        .map(|(kind, (count, example))| {
            (
                kind.clone(),
                ErrorCount {
                    count: *count,
                    example: example.clone(),
                },
            )
        })
        .collect();
    let mut clock_report = checked.clock;
    if let Some(c) = &mut clock_report {
        c.late_commands = stats.late_commands.load(Ordering::Relaxed);
    }
    let report = Report {
        servers: bases,
        database: local.first().map(|s| s.database().to_string()),
        concurrent_games: t.players / 2,
        seed,
        think_ms: config.think.as_millis() as u64,
        duration_s: seconds,
        games_started: stats.games_started.load(Ordering::Relaxed),
        games_finished: stats.games_finished.load(Ordering::Relaxed),
        games_resigned: stats.games_resigned.load(Ordering::Relaxed),
        games_aborted: stats.games_aborted.load(Ordering::Relaxed),
        games_ended_at_stop: stats.games_ended_at_stop.load(Ordering::Relaxed),
        moves_total: stats.moves.load(Ordering::Relaxed),
        moves_measured: latency.count,
        moves_per_second: latency.count as f64 / seconds,
        latency_ms: latency,
        own_update_ms: Percentiles::of(&mut lock(&stats.own_latency)),
        health_ms: Percentiles::of(&mut lock(&stats.health)),
        reloads,
        timer_lag_ms: Percentiles::of(&mut lock(&stats.timer_lag)),
        lobby_ms: None,
        cpu: cpu_before.usage(&cpu_after),
        errors,
        integrity: checked.integrity,
        sockets: checked.sockets,
        clock: clock_report,
        ratings: None,
        tournament: Some(tournament),
    };
    Ok(report)
}

/// Follows the tournament for everyone: its WebSocket on the first
/// instance if it has one (then only to measure; each player has its
/// own), else a `GET` every [`POLL`], from each instance in turn, whose
/// views the players share.
async fn watch_all(tour: Arc<Tour>, socket: Option<(Ws, TournamentView)>) {
    if let Some((mut ws, first)) = socket {
        tour.note(&first, Instant::now());
        tour.views.send_replace(Some(Arc::new(first)));
        while let Some(view) = next_view(&mut ws).await {
            tour.note(&view, Instant::now());
            tour.views.send_replace(Some(Arc::new(view)));
        }
    }
    let mut turn = 0;
    loop {
        let api = &tour.ctx.apis[turn % tour.ctx.apis.len()];
        turn += 1;
        let asked = Instant::now();
        match api.tournament(&tour.id).await {
            Ok(view) => {
                tour.note(&view, Instant::now());
                tour.views.send_replace(Some(Arc::new(view)));
            }
            Err(f) => tour.ctx.error(&f),
        }
        tokio::time::sleep(POLL.saturating_sub(asked.elapsed())).await;
    }
}

/// How a player follows the tournament.
enum Watcher {
    /// Its own WebSocket.
    Socket(Box<Ws>),
    /// The shared poller's views.
    Shared(watch::Receiver<Option<Arc<TournamentView>>>),
}

impl Watcher {
    /// The next view; `None` when its socket closed.
    async fn next(&mut self) -> Option<Arc<TournamentView>> {
        match self {
            Watcher::Socket(ws) => next_view(ws).await.map(Arc::new),
            Watcher::Shared(rx) => {
                rx.changed().await.ok()?;
                rx.borrow_and_update().clone()
            }
        }
    }
}

/// One player: follows the tournament, plays each of its games as it
/// comes (each on a task of its own), until the tournament is over and
/// its games are.
async fn player(tour: Arc<Tour>, k: usize) {
    let ctx = &tour.ctx;
    let api = &ctx.apis[k % ctx.apis.len()];
    let account = &tour.accounts[k];
    let me = account.name.as_str();
    let mut watcher = Watcher::Shared(tour.views.subscribe());
    if tour.socket {
        match open_socket(api, &tour.id, account).await {
            Some((ws, first)) => {
                tour.note(&first, Instant::now());
                watcher = Watcher::Socket(Box::new(ws));
            }
            None => ctx.error(&Failure::new(
                "tournament ws",
                "a player's tournament WebSocket did not open",
            )),
        }
    }
    let mut stop = ctx.subscribe();
    let mut started: HashSet<String> = HashSet::new();
    let mut seats = JoinSet::new();
    let mut view: Option<Arc<TournamentView>> = tour.views.borrow().clone();
    let mut look = tokio::time::interval(LOOK);
    let mut asked: Option<Instant> = None;
    loop {
        tokio::select! {
            next = watcher.next() => match next {
                Some(v) => {
                    if matches!(watcher, Watcher::Socket(_)) {
                        tour.note(&v, Instant::now());
                    }
                    view = Some(v);
                }
                None => {
                    if matches!(watcher, Watcher::Socket(_)) {
                        ctx.error(&Failure::new("tournament ws", "a player's tournament WebSocket closed"));
                    }
                    watcher = Watcher::Shared(tour.views.subscribe());
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            },
            _ = look.tick() => {}
            Some(_) = seats.join_next(), if !seats.is_empty() => {}
            _ = stop.changed(), if !ctx.stopping() => {}
        }
        if ctx.stopping() {
            break;
        }
        let Some(v) = view.clone() else { continue };
        if v.tournament.status == TournamentStatus::Finished && seats.is_empty() {
            break;
        }
        let mut ids: Vec<String> = Vec::new();
        let mut ask = false;
        let mine = v
            .pairings
            .iter()
            .filter(|p| (p.first == me || p.second.as_deref() == Some(me)) && p.result.is_none());
        for p in mine {
            if !p.ongoing.is_empty() {
                ids.extend(p.ongoing.iter().cloned());
            } else if p.games.iter().any(|g| !started.contains(g)) {
                ask = true;
            }
        }
        if ask && asked.map_or(true, |at| at.elapsed() >= MY_GAMES_EVERY) {
            asked = Some(Instant::now());
            match api.my_games(&account.session).await {
                Ok(games) => ids.extend(games.into_iter().map(|g| g.id)),
                Err(f) => ctx.error(&f),
            }
        }
        for id in ids {
            if started.insert(id.clone()) {
                seats.spawn(seat(tour.clone(), k, id));
            }
        }
    }
    while seats.join_next().await.is_some() {}
}

/// Plays player `k`'s seat of game `id` to its end.
async fn seat(tour: Arc<Tour>, k: usize, id: String) {
    let ctx = &tour.ctx;
    let api = &ctx.apis[k % ctx.apis.len()];
    let key = Key::Account(&tour.accounts[k].session);
    let (seat, (ws, first)) = match connect(ctx, api, &id, key, None).await {
        Ok(c) => c,
        Err(f) => return ctx.error(&f),
    };
    let Ok(ServerMessage::State { game, .. }) = api::parse(first.as_str()) else {
        return ctx.error(&Failure::new(
            "protocol",
            "the seat's first message is no state",
        ));
    };
    let record = tour.record(&game);
    let rng = StdRng::seed_from_u64(tour.seed ^ hash(&id) ^ seat as u64);
    let played = match Seat::new(ctx, &record, seat, rng, record.plan, (ws, first)) {
        Ok(s) => s.play().await,
        Err(f) => Err(f),
    };
    if let Err(f) = &played {
        ctx.error(f);
    }
    let mut log = record.log();
    if log.seat_over(seat, played.is_ok()) && log.finished {
        ctx.stats.games_finished.fetch_add(1, Ordering::Relaxed);
    }
}

/// Reads the tournament back from every instance and its games from the
/// first, checks it, and measures the pairing times.
async fn tournament_check(
    tour: &Tour,
    t: &Tournament,
    games: &[Arc<GameRecord>],
) -> TournamentReport {
    let apis = &tour.ctx.apis;
    let mut report = TournamentReport {
        id: tour.id.clone(),
        format: t.format.to_string(),
        match_kind: if t.single { "single" } else { "two-games" }.into(),
        ..TournamentReport::default()
    };
    let mut errors = lock(&tour.seen).errors.clone();
    let mut views = Vec::new();
    for (k, api) in apis.iter().enumerate() {
        match api.tournament(&tour.id).await {
            Ok(v) => views.push(v),
            Err(f) => errors.push(format!(
                "instance {} cannot read the tournament back: {f}",
                k + 1
            )),
        }
    }
    let Some(view) = views.first().cloned() else {
        report.errors = errors;
        return report;
    };
    for (k, other) in views.iter().enumerate().skip(1) {
        if other.standings != view.standings || other.history != view.history {
            errors.push(format!(
                "instance {} reads other standings or pairings than instance 1",
                k + 1
            ));
        }
    }
    // Every pairing of every round: the server's history, else every
    // pairing seen on the way (each in its latest version), with the
    // final view's.
    let pairings = if view.history.is_empty() {
        let mut seen = lock(&tour.seen).pairings.clone();
        for p in &view.pairings {
            seen.insert(
                (p.round, p.board, p.first.clone(), p.second.clone()),
                p.clone(),
            );
        }
        seen.into_values().collect()
    } else {
        view.history.clone()
    };
    // Every game the pairings list, read back.
    let ids: Vec<String> = pairings.iter().flat_map(|p| p.games.clone()).collect();
    let read: Vec<(String, Result<GameState, Failure>)> = futures_util::stream::iter(ids)
        .map(|id| async move {
            let answer = apis[0].game(&id).await;
            (id, answer)
        })
        .buffer_unordered(READERS)
        .collect()
        .await;
    let mut facts = HashMap::new();
    for (id, answer) in read {
        match answer {
            Ok(g) => {
                facts.insert(
                    id,
                    check::GameFact {
                        attackers: g.seats.attackers.name.clone(),
                        defenders: g.seats.defenders.name.clone(),
                        status: g.status,
                        result: g.outcome.result,
                        updated_at: g.updated_at,
                    },
                );
            }
            Err(f) => errors.push(format!("game {id} cannot be read back: {f}")),
        }
    }
    let now = Instant::now();
    let names = |r: &GameRecord| -> Option<[String; 2]> {
        let [a, d] = r.accounts?;
        Some([tour.accounts[a].name.clone(), tour.accounts[d].name.clone()])
    };
    let played: Vec<check::Played> = games
        .iter()
        .filter_map(|r| {
            let log = r.log();
            Some(check::Played {
                id: r.id.clone(),
                players: names(r)?,
                from: log.sent.first()?.at,
                to: log.finished_at.unwrap_or(now),
            })
        })
        .collect();
    let n = view.entrants.len() as u32;
    let rounds = match t.format {
        TournamentKind::Swiss => Some(t.rounds),
        TournamentKind::RoundRobin => Some(if n % 2 == 0 { n - 1 } else { n }),
        TournamentKind::DoubleRoundRobin => Some(2 * if n % 2 == 0 { n - 1 } else { n }),
        _ => None,
    };
    if t.format == TournamentKind::Swiss {
        report.pairing_compute_ms = Some(swiss_compute(t, &view, &pairings, &facts));
    }
    let f = check::Facts {
        format: t.format,
        two_games: !t.single,
        correspondence: view.tournament.clock.is_correspondence(),
        status: view.tournament.status,
        rounds,
        players: view.entrants.iter().map(|e| e.name.clone()).collect(),
        pairings: pairings.clone(),
        standings: view.standings.clone(),
        games: facts,
        played: played.clone(),
    };
    errors.extend(check::check(&f));
    report.status = view.tournament.status.to_string();
    report.rounds = if t.format == TournamentKind::Arena {
        view.tournament.round
    } else {
        pairings.iter().map(|p| p.round).max().unwrap_or(0)
    };
    report.games = pairings.iter().map(|p| p.games.len()).sum();
    report.games_played = games.len();
    report.pairing_ms = pairing_ms(tour, t, &pairings, games);
    report.errors = errors;
    report
}

/// The pairing times, in µs for [`Percentiles`] (see
/// [`TournamentReport::pairing_ms`]).
fn pairing_ms(
    tour: &Tour,
    t: &Tournament,
    pairings: &[PairingView],
    games: &[Arc<GameRecord>],
) -> Percentiles {
    let ended: HashMap<&str, Instant> = games
        .iter()
        .filter_map(|r| Some((r.id.as_str(), r.log().finished_at?)))
        .collect();
    let seen = lock(&tour.seen);
    let micros = |d: Duration| d.as_micros().min(u32::MAX as u128) as u32;
    let mut waits = Vec::new();
    if t.format == TournamentKind::Arena {
        // Each player's games in the order they ended: from one's end to
        // the next one first seen.
        let mut by_player: HashMap<usize, Vec<(Instant, Option<Instant>)>> = HashMap::new();
        for r in games {
            let Some([a, d]) = r.accounts else { continue };
            let end = ended.get(r.id.as_str()).copied();
            let Some(first) = seen.games.get(&r.id).copied() else {
                continue;
            };
            for p in [a, d] {
                by_player.entry(p).or_default().push((first, end));
            }
        }
        for (_, mut list) in by_player {
            list.sort_by_key(|&(first, _)| first);
            for pair in list.windows(2) {
                if let (Some(end), next) = (pair[0].1, pair[1].0) {
                    waits.push(micros(next.saturating_duration_since(end)));
                }
            }
        }
    } else {
        for (&round, &(at, _)) in seen.rounds.iter() {
            let Some(prev) = round.checked_sub(1).filter(|&r| r > 0) else {
                continue;
            };
            let last = pairings
                .iter()
                .filter(|p| p.round == prev)
                .flat_map(|p| p.games.iter())
                .map(|g| ended.get(g.as_str()).copied())
                .collect::<Option<Vec<Instant>>>()
                .and_then(|ends| ends.into_iter().max());
            if let Some(last) = last {
                waits.push(micros(at.saturating_duration_since(last)));
            }
        }
    }
    Percentiles::of(&mut waits)
}

/// Times the server's Swiss pairing of each round from 2 on, from the
/// rounds before it as read back (see
/// [`TournamentReport::pairing_compute_ms`]).
fn swiss_compute(
    t: &Tournament,
    view: &TournamentView,
    pairings: &[PairingView],
    games: &HashMap<String, check::GameFact>,
) -> Percentiles {
    use tablut_server::tournaments::swiss::{PlayedRound, Swiss};
    use tablut_server::tournaments::{
        Entrant, GameRecord as Record, GameResult as Result_, MatchKind, Pairing, PlayerId,
    };
    let kind = if t.single {
        MatchKind::Single
    } else {
        MatchKind::TwoGames
    };
    let entrants: Vec<Entrant> = view
        .entrants
        .iter()
        .map(|e| Entrant::new(e.name.clone(), e.rating))
        .collect();
    let last = pairings.iter().map(|p| p.round).max().unwrap_or(0);
    let mut history: Vec<PlayedRound> = Vec::new();
    let mut micros = Vec::new();
    for round in 1..=last {
        if round > 1 {
            let swiss = Swiss::new(t.rounds, kind);
            let start = Instant::now();
            let paired = swiss.pair_round(&entrants, &[], &history);
            let took = start.elapsed();
            if paired.is_ok() {
                micros.push(took.as_micros().min(u32::MAX as u128) as u32);
            }
        }
        let mut played = PlayedRound::default();
        for p in pairings.iter().filter(|p| p.round == round) {
            let Some(second) = &p.second else {
                played.pairings.bye = Some(PlayerId::new(p.first.clone()));
                continue;
            };
            played.pairings.pairings.push(Pairing::new(
                PlayerId::new(p.first.clone()),
                PlayerId::new(second.clone()),
            ));
            for id in &p.games {
                let Some(g) = games.get(id) else { continue };
                let result = match g.result {
                    tablut_api::GameResult::AttackersWin => Result_::AttackersWin,
                    tablut_api::GameResult::DefendersWin => Result_::DefendersWin,
                    tablut_api::GameResult::Draw => Result_::Draw,
                    _ => continue,
                };
                played.games.push(Record::new(
                    PlayerId::new(g.attackers.clone()),
                    PlayerId::new(g.defenders.clone()),
                    result,
                ));
            }
        }
        history.push(played);
    }
    Percentiles::of(&mut micros)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(board: u32, first: &str, second: &str, games: &[&str]) -> PairingView {
        PairingView {
            round: 1,
            board,
            first: first.into(),
            second: Some(second.into()),
            games: games.iter().map(|g| g.to_string()).collect(),
            result: None,
            ongoing: Vec::new(),
            stage: None,
            group: None,
            winner: None,
        }
    }

    #[test]
    fn a_round_seen_again_differs_only_if_paired_again() {
        let first = vec![board(1, "a", "b", &["g1"]), board(2, "c", "d", &["g2"])];
        // A live match's second game made later, or a late view without
        // it: the same round.
        let later = vec![
            board(1, "a", "b", &["g1", "g3"]),
            board(2, "c", "d", &["g2"]),
        ];
        assert_eq!(differs(&first, &later), None);
        assert_eq!(differs(&later, &first), None);
        assert!(fuller(&later[0], &first[0]) && !fuller(&first[0], &later[0]));
        // Other players, or other games: paired again.
        let again = vec![board(1, "a", "c", &["g5"]), board(2, "b", "d", &["g6"])];
        let change = differs(&first, &again).expect("paired again");
        assert!(change.contains("board 1 a - b"), "{change}");
        let other_games = vec![board(1, "a", "b", &["g7"]), board(2, "c", "d", &["g2"])];
        assert!(differs(&first, &other_games).is_some());
        assert!(differs(&first, &first[..1]).is_some());
    }
}
