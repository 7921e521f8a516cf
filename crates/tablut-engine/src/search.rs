//! One search thread: principal-variation alpha-beta over a [`Game`], with
//! a quiescence search that settles what the horizon would hide — the
//! king's open escape routes (a Raichi must be blocked, a Tuichi cannot
//! be), king captures, soldier captures, and king moves that open routes.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, Ordering};
use std::sync::Arc;

use tablut_core::attacks::{between, rook_hits, rook_slides};
use tablut_core::{Bitboard, Game, Move, NoMoves, Position, Repetition, Side, Square};

use crate::busy::BusyMoves;
use crate::eval::Evaluator;
use crate::limits::Budget;
use crate::nnue::{Accumulator, Network};
use crate::score::{MAX_PLY, WIN};
use crate::tt::{Bound, Entry, TranspositionTable};

/// Larger than any score.
pub(crate) const INF: i32 = WIN + 1;
/// What a draw costs the side the search plays for, in hundredths of a
/// soldier, unless [`Engine::set_contempt`](crate::Engine::set_contempt)
/// says otherwise.
pub const DEFAULT_CONTEMPT: i32 = 150;
/// The largest contempt either way: beyond it a draw would outweigh won
/// and lost material alike, and scores near a forced result would blur.
pub const MAX_CONTEMPT: i32 = 5_000;
/// Deepest quiescence ply.
const QMAX: usize = 8;
/// Quiescence plies in which king moves opening a single route are tried.
const QRAICHI: usize = 3;
/// The least remaining depth at which threads tell each other which moves
/// they are searching: below it a subtree is cheaper to search twice than
/// the marking costs.
const SHARE_DEPTH: i32 = 2;
/// The least remaining depth at which a node asks whether the defenders
/// hold a fortress (`Position::is_fortress`): the proof costs about as much
/// as a few nodes, and the nodes near the leaves are most of the tree.
const FORTRESS_DEPTH: i32 = 3;

/// What all threads of one search share.
pub(crate) struct Shared {
    /// Set by the engine's [`StopHandle`](crate::StopHandle), the time or
    /// node limit, or the main thread when it is done.
    pub stop: Arc<AtomicBool>,
    pub nodes: AtomicU64,
    /// The limits, which the main thread checks.
    pub budget: Arc<Budget>,
    /// The moves other threads are searching now; `None` with one thread.
    pub busy: Option<BusyMoves>,
    /// The history heuristic's counters, shared by the threads: a quiet
    /// move that cut off in one thread's share of the tree is tried early
    /// in the other's too. Updates race without locks; a lost one only
    /// changes an order of moves.
    pub history: Box<[AtomicI32]>,
    /// The deepest iteration any thread has completed. A thread still
    /// searching that depth (or a shallower one) abandons it: its result is
    /// known, and what is left of it would be work no one uses.
    pub finished: AtomicI32,
    /// What a draw costs the side the search plays for.
    pub contempt: i32,
    /// Whether the defenders' fortress bounds the score at a draw
    /// ([`crate::draw`]).
    pub fortress_is_draw: bool,
}

impl Shared {
    /// What the threads of one search share, before it starts.
    pub fn new(
        stop: Arc<AtomicBool>,
        budget: Arc<Budget>,
        busy: Option<BusyMoves>,
        contempt: i32,
        fortress_is_draw: bool,
    ) -> Shared {
        Shared {
            stop,
            contempt,
            fortress_is_draw,
            nodes: AtomicU64::new(0),
            budget,
            busy,
            history: (0..2 * 81 * 81).map(|_| AtomicI32::new(0)).collect(),
            finished: AtomicI32::new(0),
        }
    }
}

/// One thread's search state.
pub(crate) struct Thread<'a> {
    pub game: Game,
    eval: &'a Evaluator,
    tt: &'a TranspositionTable,
    shared: &'a Shared,
    pub main: bool,
    /// The depth of the iteration this thread is searching, when another
    /// thread completing it first should end it (0: never).
    pub iteration: i32,
    unflushed: u64,
    killers: Vec<[Option<Move>; 2]>,
    pv: Vec<[Option<Move>; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// Per-ply move ordering buffers, kept to avoid clearing or allocating
    /// at every node.
    order: Vec<Vec<(i32, Move)>>,
    /// Per-ply moves put off because another thread was searching the
    /// position they lead to: (order, move, that position's busy hash).
    deferred: Vec<Vec<(i32, Move, u64)>>,
    pub seldepth: usize,
    repetition_counts: bool,
    no_moves: NoMoves,
    king_armed: bool,
    escape: Bitboard,
    /// Squares the king may neither cross nor stop on (the camps).
    king_walls: Bitboard,
    /// Root moves this search leaves out: the best lines already found
    /// when several are searched (multi-PV).
    pub root_excluded: Vec<Move>,
    /// The learned evaluation, when the evaluator has one, and its
    /// accumulators: one per position from the root down the current line.
    nnue: Option<&'a Network>,
    acc: Vec<Accumulator>,
}

/// Ordering scores.
const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const BLOCK: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;
const HISTORY_MAX: i32 = 1 << 20;

impl<'a> Thread<'a> {
    pub fn new(
        game: Game,
        eval: &'a Evaluator,
        tt: &'a TranspositionTable,
        shared: &'a Shared,
    ) -> Thread<'a> {
        let rules = *game.rules();
        let root = *game.position();
        Thread {
            game,
            eval,
            tt,
            shared,
            main: false,
            iteration: 0,
            unflushed: 0,
            killers: vec![[None; 2]; MAX_PLY + 1],
            pv: vec![[None; MAX_PLY]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY],
            order: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            deferred: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            seldepth: 0,
            repetition_counts: rules.repetition != Repetition::Ignore,
            no_moves: rules.no_moves,
            king_armed: rules.king_armed,
            // The king never stands on a camp where the rules have them, so
            // camps are neither escapes nor ways through for him.
            escape: rules.escape_squares() - rules.camp_squares(),
            king_walls: rules.camp_squares(),
            root_excluded: Vec::new(),
            nnue: eval.net(),
            acc: eval
                .net()
                .map(|net| {
                    let mut acc = Vec::with_capacity(MAX_PLY + 2);
                    acc.push(net.refresh(&root));
                    acc
                })
                .unwrap_or_default(),
        }
    }

    /// Whether `mv` is left out of this search (at the root only).
    #[inline]
    fn excluded(&self, ply: usize, mv: Move) -> bool {
        ply == 0 && !self.root_excluded.is_empty() && self.root_excluded.contains(&mv)
    }

    /// The principal variation of the last completed root search.
    pub fn root_pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Adds this thread's uncounted nodes to the shared total.
    pub fn flush_nodes(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.unflushed, Ordering::Relaxed);
        self.unflushed = 0;
    }

    /// Whether the search must unwind: it was stopped, or another thread
    /// completed this thread's iteration ([`Thread::superseded`]).
    #[inline]
    pub fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed) || self.superseded()
    }

    /// Whether another thread has completed the iteration this one is in.
    #[inline]
    pub fn superseded(&self) -> bool {
        self.iteration > 0 && self.shared.finished.load(Ordering::Relaxed) >= self.iteration
    }

    /// Whether the search as a whole was stopped (time, nodes, a stop).
    #[inline]
    pub fn halted(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
    }

    #[inline]
    fn count_node(&mut self) {
        self.unflushed += 1;
        if self.unflushed >= 1024 {
            self.flush_nodes();
            if self.main {
                let nodes = self.shared.nodes.load(Ordering::Relaxed);
                let budget = &self.shared.budget;
                if budget.take_hit(nodes) || budget.exhausted(nodes) {
                    self.shared.stop.store(true, Ordering::Relaxed);
                }
            }
        }
    }

    /// Whether the side to move wins with its next move: the king sees an
    /// escape square, or an attacker can arrive where it captures him (as
    /// core's rules say, camps and throne included).
    #[inline]
    fn wins_now(&self, p: &Position, king_dests: Bitboard) -> bool {
        match p.side_to_move() {
            Side::Defenders => (king_dests & self.escape).any(),
            Side::Attackers => p.attackers_can_capture_king(),
        }
    }

    /// Ends the principal variation at `ply` with the move that wins there,
    /// so that a line into a lost position shows how it is lost.
    #[cold]
    fn note_winning_move(&mut self, pos: &Position, ply: usize) {
        if let Some(mv) = pos.winning_move() {
            self.pv[ply][ply] = Some(mv);
            self.pv_len[ply] = ply + 1;
        }
    }

    /// Whether the position just reached repeats one of the game (treated
    /// as a draw inside the search, as the side that repeats can repeat
    /// again).
    #[inline]
    fn repeated(&self) -> bool {
        self.repetition_counts
            && self
                .game
                .plies()
                .last()
                .is_some_and(|ply| ply.occurrence >= 2)
    }

    /// Whether `mv` (from the table, perhaps of another position with the
    /// same key) is legal here.
    #[inline]
    fn is_legal(&self, pos: &Position, mv: Move) -> bool {
        pos.pieces(pos.side_to_move()).contains(mv.from())
            && pos.destinations(mv.from()).contains(mv.to())
            && (self.game.all_moves_legal() || self.game.check_move(mv).is_ok())
    }

    fn no_move_score(&self, ply: usize) -> i32 {
        match self.no_moves {
            NoMoves::Loss => -WIN + ply as i32,
            NoMoves::Draw => self.draw_score(ply),
        }
    }

    /// A draw seen from the side to move at `ply`: slightly bad for the
    /// side the search plays for (even plies), so it does not settle for a
    /// repetition in a position it could still play on.
    #[inline]
    fn draw_score(&self, ply: usize) -> i32 {
        if ply % 2 == 0 {
            -self.shared.contempt
        } else {
            self.shared.contempt
        }
    }

    #[inline]
    fn history_index(side: Side, mv: Move) -> usize {
        let s = usize::from(side == Side::Defenders);
        (s * 81 + mv.from().index()) * 81 + mv.to().index()
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        self.pv[ply][ply] = Some(mv);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let child_len = self.pv_len[ply + 1].max(ply + 1);
        head[ply][ply + 1..child_len].copy_from_slice(&tail[0][ply + 1..child_len]);
        self.pv_len[ply] = child_len;
    }

    /// Alpha-beta search of the current position to `depth` plies.
    ///
    /// Where the defenders hold a fortress (the attackers can never capture
    /// the king), the attackers can at best draw and the defenders at least
    /// draw, whatever the evaluation says of the position: the score is
    /// bounded by the draw's, so the attackers steer clear of a fortress
    /// they cannot break and the defenders seek one when they are losing —
    /// unless the engine plays the defenders under rules whose evaluation
    /// scores them lost from the start ([`crate::draw`]).
    pub fn search(&mut self, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if ply == 0
            || depth < FORTRESS_DEPTH
            || !self.shared.fortress_is_draw
            || !self.game.position().is_fortress()
        {
            return self.search_node(depth, alpha, beta, ply);
        }
        let draw = self.draw_score(ply);
        if self.game.position().side_to_move() == Side::Attackers {
            if alpha >= draw {
                return draw;
            }
            self.search_node(depth, alpha, beta, ply).min(draw)
        } else {
            if beta <= draw {
                return draw;
            }
            self.search_node(depth, alpha, beta, ply).max(draw)
        }
    }

    /// [`search`](Self::search) without the fortress bound.
    fn search_node(&mut self, mut depth: i32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = ply;
        if self.stopped() {
            return 0;
        }
        let pos = *self.game.position();
        let king_dests = pos.destinations(pos.king());
        if ply > 0 {
            if self.wins_now(&pos, king_dests) {
                self.note_winning_move(&pos, ply);
                return WIN - (ply as i32 + 1);
            }
            alpha = alpha.max(-WIN + ply as i32);
            beta = beta.min(WIN - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(&pos, king_dests);
        }
        let side = pos.side_to_move();
        let routes = if side == Side::Attackers {
            king_dests & self.escape
        } else {
            Bitboard::EMPTY
        };
        let in_check = routes.any();
        if in_check {
            if routes.count() >= 2 && ply > 0 {
                // Two open lines cannot both be closed by one move, and the
                // king cannot be captured (checked above): a Tuichi.
                return -WIN + ply as i32 + 2;
            }
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, 0);
        }

        let key = pos.key();
        let tt = self.tt.probe(key, ply);
        let tt_move = tt.and_then(|e| e.mv);
        if let Some(e) = tt {
            if !pv_node && ply > 0 && e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }

        // Reverse futility: far above beta near the leaves, with no threat
        // against the side to move, a quiet position keeps its edge.
        if !pv_node && !in_check && depth <= 3 && ply > 0 {
            let ev = self.static_eval(&pos, king_dests);
            if ev - 150 * depth >= beta && ev < WIN / 2 {
                return ev;
            }
        }

        // The table's move is tried before any others are generated: when
        // it cuts off, generation is saved.
        let tt_first = tt_move.filter(|&m| self.is_legal(&pos, m) && !self.excluded(ply, m));
        let mut scored = std::mem::take(&mut self.order[ply]);
        scored.clear();
        let mut deferred = std::mem::take(&mut self.deferred[ply]);
        deferred.clear();
        let mut taken_deferred = 0;
        let shared: &'a Shared = self.shared;
        let busy = if depth >= SHARE_DEPTH {
            shared.busy.as_ref()
        } else {
            None
        };
        let mut generated = false;
        let mut next = 0;
        let captures_for_order = |pos: &Position| pos.capture_squares();
        let king = pos.king();

        let mut best = -INF;
        let mut best_move = None;
        let mut bound = Bound::Upper;
        let mut i = 0;
        loop {
            let first = if i == 0 { tt_first } else { None };
            let (order, mv) = if let Some(mv) = first {
                (TT_MOVE, mv)
            } else {
                if !generated {
                    generated = true;
                    let captures = captures_for_order(&pos);
                    let block = if in_check {
                        route_path(king, routes)
                    } else {
                        Bitboard::EMPTY
                    };
                    let killers = self.killers[ply];
                    let mut add = |mv: Move| {
                        if Some(mv) == tt_first {
                            return;
                        }
                        let s = if captures.contains(mv.to())
                            && (mv.from() != king || self.king_armed)
                        {
                            CAPTURE
                        } else if block.contains(mv.to()) {
                            BLOCK
                        } else if Some(mv) == killers[0] {
                            KILLER + 1
                        } else if Some(mv) == killers[1] {
                            KILLER
                        } else {
                            shared.history[Self::history_index(side, mv)].load(Ordering::Relaxed)
                        };
                        scored.push((s, mv));
                    };
                    if self.game.all_moves_legal() {
                        pos.for_each_piece_moves(|from, dests| {
                            for to in dests {
                                if let Some(mv) = Move::new(from, to) {
                                    add(mv);
                                }
                            }
                        });
                    } else {
                        for &mv in self.game.legal_moves().iter() {
                            add(mv);
                        }
                    }
                    if scored.is_empty() && i == 0 {
                        self.order[ply] = scored;
                        self.deferred[ply] = deferred;
                        return self.no_move_score(ply);
                    }
                }
                let n = scored.len();
                if next >= n {
                    // Last, the moves another thread was searching: their
                    // results are likely in the table by now.
                    if taken_deferred >= deferred.len() {
                        break;
                    }
                    // A move still being searched goes after those that are
                    // no longer (when any are left).
                    if let Some(busy) = busy {
                        if let Some(j) =
                            (taken_deferred..deferred.len()).find(|&j| !busy.is_busy(deferred[j].2))
                        {
                            deferred.swap(taken_deferred, j);
                        }
                    }
                    taken_deferred += 1;
                    let (order, mv, _) = deferred[taken_deferred - 1];
                    (order, mv)
                } else if next < 3 {
                    // Pick the best few one by one (most cut-offs come
                    // early), then sort the rest once.
                    let mut bi = next;
                    for j in next + 1..n {
                        if scored[j].0 > scored[bi].0 {
                            bi = j;
                        }
                    }
                    scored.swap(next, bi);
                    next += 1;
                    scored[next - 1]
                } else {
                    if next == 3 {
                        scored[3..n].sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
                    }
                    next += 1;
                    scored[next - 1]
                }
            };
            let quiet = order < KILLER;
            if self.excluded(ply, mv) {
                continue;
            }
            let effect = self.play(mv);
            // The position the move leads to is marked, not the move: in
            // tafl many move orders lead to one position, and a thread
            // arriving there by another road puts it off too.
            let busy_hash = if let Some(busy) = busy {
                let h = BusyMoves::hash(self.game.position().key(), depth);
                if i > 0 && taken_deferred == 0 && busy.is_busy(h) {
                    self.unplay();
                    deferred.push((order, mv, h));
                    continue;
                }
                busy.enter(h);
                Some(h)
            } else {
                None
            };
            self.count_node();
            let score = if effect.event.is_some() {
                // The game ends with this move: the line ends here too.
                self.pv_len[ply + 1] = ply + 1;
                WIN - (ply as i32 + 1)
            } else if self.repeated() {
                self.pv_len[ply + 1] = ply + 1;
                self.draw_score(ply)
            } else if i == 0 {
                -self.search(depth - 1, -beta, -alpha, ply + 1)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 3 && quiet && !in_check {
                    r = 1 + i32::from(i >= 10) + i32::from(depth >= 6 && i >= 20);
                    r = r.min(depth - 2);
                }
                let mut s = -self.search(depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if s > alpha && r > 0 {
                    s = -self.search(depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta {
                    s = -self.search(depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            self.unplay();
            if let (Some(h), Some(busy)) = (busy_hash, busy) {
                busy.leave(h);
            }
            i += 1;
            if self.stopped() {
                self.order[ply] = scored;
                self.deferred[ply] = deferred;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    bound = Bound::Exact;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        bound = Bound::Lower;
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            // A load and a store, not an atomic add: a
                            // locked instruction costs more than the rare
                            // update another thread's store overwrites.
                            let h = &shared.history[Self::history_index(side, mv)];
                            let v = h.load(Ordering::Relaxed) + depth * depth;
                            h.store(v, Ordering::Relaxed);
                            if v > HISTORY_MAX {
                                for c in shared.history.iter() {
                                    c.store(c.load(Ordering::Relaxed) / 2, Ordering::Relaxed);
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.order[ply] = scored;
        self.deferred[ply] = deferred;
        self.tt.store(
            key,
            ply,
            Entry {
                mv: best_move,
                score: best,
                depth,
                bound,
            },
        );
        best
    }

    /// Quiescence: the static score, unless a forced tactic is pending.
    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        self.pv_len[ply] = ply;
        self.seldepth = self.seldepth.max(ply);
        if self.stopped() {
            return 0;
        }
        let pos = *self.game.position();
        let king_dests = pos.destinations(pos.king());
        if self.wins_now(&pos, king_dests) {
            self.note_winning_move(&pos, ply);
            return WIN - (ply as i32 + 1);
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(&pos, king_dests);
        }
        let side = pos.side_to_move();
        let king = pos.king();

        if side == Side::Attackers {
            let routes = king_dests & self.escape;
            if routes.count() >= 2 {
                return -WIN + ply as i32 + 2;
            }
            if routes.any() {
                // A Raichi: only a move onto the open line can save the game.
                let path = route_path(king, routes);
                let blockers = pos.blockers();
                let mut blocks = [Move::new(Square::A1, Square::I1).expect("a line"); 32];
                let mut n = 0;
                for to in path {
                    for from in rook_hits(to, blockers) & pos.attackers() {
                        if n < blocks.len() && pos.destinations(from).contains(to) {
                            if let Some(mv) = Move::new(from, to) {
                                blocks[n] = mv;
                                n += 1;
                            }
                        }
                    }
                }
                n = self.keep_legal(&mut blocks[..n]);
                if n == 0 && !pos.has_move() {
                    return self.no_move_score(ply);
                }
                let lost = -WIN + ply as i32 + 2;
                return self.qsearch_moves(&blocks[..n], lost, alpha, beta, ply, qply);
            }
        }

        let stand = self.static_eval(&pos, king_dests);
        if stand >= beta || qply >= QMAX {
            return stand;
        }
        alpha = alpha.max(stand);

        // Tactical moves: captures, and king moves that open escape lines.
        let captures = pos.capture_squares();
        let mut tactical = [Move::new(Square::A1, Square::I1).expect("a1-i1 is a line"); 64];
        let mut n = 0;
        let mut push = |mv: Option<Move>| {
            if let Some(mv) = mv {
                if n < tactical.len() && !tactical[..n].contains(&mv) {
                    tactical[n] = mv;
                    n += 1;
                }
            }
        };
        let blockers = pos.blockers();
        let own = pos.pieces(side);
        for to in captures {
            for from in rook_hits(to, blockers) & own {
                let capturer = from != king || self.king_armed;
                if capturer && pos.destinations(from).contains(to) {
                    push(Move::new(from, to));
                }
            }
        }
        if side == Side::Defenders {
            let through = (blockers | self.king_walls) - Bitboard::of(king);
            for to in king_dests {
                let seen = (rook_slides(to, through) & self.escape).count();
                if seen >= 2 || (seen == 1 && qply < QRAICHI) {
                    push(Move::new(king, to));
                }
            }
        }
        let n = self.keep_legal(&mut tactical[..n]);
        self.qsearch_moves(&tactical[..n], stand, alpha, beta, ply, qply)
    }

    /// Drops the moves repetition bars (rarely any), keeping the rest at
    /// the front; returns how many are kept.
    fn keep_legal(&self, moves: &mut [Move]) -> usize {
        if self.game.all_moves_legal() {
            return moves.len();
        }
        let legal = self.game.legal_moves();
        let mut k = 0;
        for i in 0..moves.len() {
            if legal.contains(&moves[i]) {
                moves[k] = moves[i];
                k += 1;
            }
        }
        k
    }

    /// The quiescence value of trying `moves` in turn, starting from
    /// `best` (the stand-pat score, or the loss that awaits if none helps).
    fn qsearch_moves(
        &mut self,
        moves: &[Move],
        mut best: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
    ) -> i32 {
        for &mv in moves {
            let score = self.child_score(mv, alpha, beta, ply, qply);
            if self.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Plays `mv`, scores the reply position by quiescence, takes it back.
    #[inline]
    fn child_score(&mut self, mv: Move, alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        let effect = self.play(mv);
        self.count_node();
        let score = if effect.event.is_some() {
            self.pv_len[ply + 1] = ply + 1;
            WIN - (ply as i32 + 1)
        } else if self.repeated() {
            self.pv_len[ply + 1] = ply + 1;
            self.draw_score(ply)
        } else {
            -self.qsearch(-beta, -alpha, ply + 1, qply + 1)
        };
        self.unplay();
        score
    }
}

/// The squares on which a move would close the open line from the king to
/// the escape squares in `routes` (the escape square included).
fn route_path(king: Square, routes: Bitboard) -> Bitboard {
    let mut path = routes;
    for e in routes {
        path |= between(king, e).unwrap_or(Bitboard::EMPTY);
    }
    path
}

/// Moves made and taken back with the learned evaluation's accumulator
/// kept in step, and the static score from whichever evaluation is in use.
impl Thread<'_> {
    /// Plays `mv` on the game (and updates the accumulator from the pieces
    /// that moved or were captured).
    #[inline]
    fn play(&mut self, mv: Move) -> tablut_core::Effect {
        let Some(net) = self.nnue else {
            return self.game.push_unchecked(mv);
        };
        let before = *self.game.position();
        let effect = self.game.push_unchecked(mv);
        let top = self.acc.last().expect("the root's accumulator");
        let next = net.update(top, &before, self.game.position());
        self.acc.push(next);
        effect
    }

    /// Takes back the last move [`play`](Self::play) made.
    #[inline]
    fn unplay(&mut self) {
        self.game.pop();
        if self.nnue.is_some() {
            self.acc.pop();
        }
    }

    /// The static score of the current position `pos` for the side to move.
    #[inline]
    fn static_eval(&self, pos: &Position, king_dests: Bitboard) -> i32 {
        match (self.nnue, self.acc.last()) {
            (Some(net), Some(acc)) => net.output(acc, pos.side_to_move()),
            _ => self.eval.evaluate_with(pos, king_dests),
        }
    }
}

/// One iteration with an aspiration window around the previous score,
/// widened until the score falls inside it.
pub(crate) fn aspiration(t: &mut Thread<'_>, depth: i32, prev: i32) -> i32 {
    if depth < 4 {
        return t.search(depth, -INF, INF, 0);
    }
    let mut delta = 40;
    let (mut alpha, mut beta) = (prev - delta, prev + delta);
    loop {
        let score = t.search(depth, alpha, beta, 0);
        if t.stopped() {
            return score;
        }
        if score <= alpha {
            alpha = (alpha - delta).max(-INF);
        } else if score >= beta {
            beta = (beta + delta).min(INF);
        } else {
            return score;
        }
        delta *= 3;
        if delta > 2000 {
            alpha = -INF;
            beta = INF;
        }
    }
}
