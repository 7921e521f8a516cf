//! [`Position`]: a validated placement under one rule set, with move
//! generation and the effect of a move (captures, escape, king capture).
//!
//! What depends on history — repetition and the game's outcome — lives in
//! [`Game`](crate::Game).

mod fortress;

use std::fmt;

use thiserror::Error;

use crate::attacks::{between, neighbours, rook_hits, rook_slides, step, Lines};
use crate::bitboard::Bitboard;
pub use crate::illegal::IllegalMove;
pub use crate::movelist::MoveList;
use crate::mv::Move;
use crate::piece::{Piece, Side};
use crate::rules::{CampHostile, Camps, Rules};
use crate::setup::Setup;
use crate::square::{Direction, Square};
use crate::zobrist;

/// Most attackers a Tablut position may hold.
pub const MAX_ATTACKERS: u32 = 16;
/// Most defending soldiers (king not counted) a Tablut position may hold.
pub const MAX_DEFENDERS: u32 = 8;

/// A legal placement of pieces under a rule set, with the side to move.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    attackers: Bitboard,
    defenders: Bitboard,
    king: Square,
    side: Side,
    key: u64,
    rules: Rules,
}

/// Why a [`Setup`] is not a legal position under the given rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// No king on the board.
    #[error("there is no king (K) on the board")]
    NoKing,
    /// More than one king.
    #[error("there are {0} kings on the board; Tablut has exactly one")]
    TooManyKings(u32),
    /// Too many pieces of one kind.
    #[error("there are {count} {what}; Tablut has at most {max}")]
    TooManyPieces {
        /// "attackers" or "defenders".
        what: &'static str,
        /// How many there are.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// A soldier on the throne.
    #[error("a soldier stands on the throne e5; only the king may stand there")]
    SoldierOnThrone,
    /// A soldier on a king-only corner.
    #[error(
        "a soldier stands on the corner {0}; in these rules only the king may stand on a corner"
    )]
    SoldierOnCorner(Square),
    /// The king stands on an escape square, so the game is already over.
    #[error(
        "the king stands on {0}, an escape square in these rules: the game would already be over"
    )]
    KingOnEscape(Square),
}

/// What a move did, besides moving its piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Effect {
    /// Squares whose pieces were captured.
    pub captures: Bitboard,
    /// A game-ending event caused by the move itself.
    pub event: Option<Event>,
}

/// A game-ending event caused directly by a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The king reached an escape square.
    Escape,
    /// The king was captured.
    KingCaptured,
}

impl Position {
    /// Checks `setup` against `rules` and builds the position.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, PositionError> {
        let mut attackers = Bitboard::EMPTY;
        let mut defenders = Bitboard::EMPTY;
        let mut kings = Bitboard::EMPTY;
        for sq in Square::all() {
            match setup.piece_at(sq) {
                Some(Piece::Attacker) => attackers.insert(sq),
                Some(Piece::Defender) => defenders.insert(sq),
                Some(Piece::King) => kings.insert(sq),
                None => {}
            }
        }
        let king = match kings.count() {
            0 => return Err(PositionError::NoKing),
            1 => kings.first().expect("one king"),
            n => return Err(PositionError::TooManyKings(n)),
        };
        for (what, set, max) in [
            ("attackers", attackers, MAX_ATTACKERS),
            ("defenders", defenders, MAX_DEFENDERS),
        ] {
            if set.count() > max {
                return Err(PositionError::TooManyPieces {
                    what,
                    count: set.count(),
                    max,
                });
            }
        }
        let soldiers = attackers | defenders;
        if soldiers.contains(Square::THRONE) {
            return Err(PositionError::SoldierOnThrone);
        }
        if rules.corners_king_only {
            if let Some(sq) = (soldiers & Bitboard::CORNERS).first() {
                return Err(PositionError::SoldierOnCorner(sq));
            }
        }
        if rules.is_escape(king) {
            return Err(PositionError::KingOnEscape(king));
        }
        let mut pos = Position {
            attackers,
            defenders,
            king,
            side: setup.side_to_move,
            key: 0,
            rules,
        };
        pos.key = pos.compute_key();
        Ok(pos)
    }

    /// The standard start (RULES.md §1) with the rules' first side to move.
    pub fn start(rules: Rules) -> Position {
        Position::from_setup(&Setup::start(rules.first), rules)
            .expect("the standard start is legal under every rule set")
    }

    /// The placement as an untrusted [`Setup`].
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::empty(self.side);
        for sq in Square::all() {
            s.board[sq.index()] = self.piece_at(sq);
        }
        s
    }

    /// The rules this position is played under.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }
    /// The attacking soldiers.
    #[inline]
    pub fn attackers(&self) -> Bitboard {
        self.attackers
    }
    /// The defending soldiers (not the king).
    #[inline]
    pub fn defenders(&self) -> Bitboard {
        self.defenders
    }
    /// The king's square.
    #[inline]
    pub fn king(&self) -> Square {
        self.king
    }
    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.attackers | self.defenders | Bitboard::of(self.king)
    }
    /// The pieces of `side` (the king counts for the defenders).
    #[inline]
    pub fn pieces(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders | Bitboard::of(self.king),
        }
    }
    /// The Zobrist key (placement and side to move).
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.king == sq {
            Some(Piece::King)
        } else if self.attackers.contains(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(sq) {
            Some(Piece::Defender)
        } else {
            None
        }
    }

    /// The key computed from scratch (the incremental one must equal it).
    pub fn compute_key(&self) -> u64 {
        let mut k = zobrist::side_key(self.side);
        for sq in self.attackers {
            k ^= zobrist::piece_key(Piece::Attacker, sq);
        }
        for sq in self.defenders {
            k ^= zobrist::piece_key(Piece::Defender, sq);
        }
        k ^ zobrist::piece_key(Piece::King, self.king)
    }

    /// Squares that stop a slide: pieces, and the empty throne where it
    /// may not be crossed. (Camps, which wall some pieces in and not
    /// others, are not among them: [`destinations`](Self::destinations)
    /// applies them per piece.)
    #[inline]
    pub fn blockers(&self) -> Bitboard {
        let occ = self.occupied();
        if !self.rules.throne_crossable {
            occ | Bitboard::THRONE
        } else {
            occ
        }
    }

    /// Squares a soldier (or the king) may never stop on.
    #[inline]
    fn no_stop(&self, king: bool) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        if !king || !self.rules.king_reenter {
            b |= Bitboard::THRONE;
        }
        if !king && self.rules.corners_king_only {
            b |= Bitboard::CORNERS;
        }
        b
    }

    /// The camp squares the piece on `from` may not cross, and those it
    /// may not stop on: (cross, stop).
    #[inline]
    fn camp_walls(&self, from: Square) -> (Bitboard, Bitboard) {
        let camps = Bitboard::CAMPS;
        let in_camp = camps.contains(from);
        match self.rules.camps {
            Camps::None => (Bitboard::EMPTY, Bitboard::EMPTY),
            Camps::Fortress if in_camp => (Bitboard::EMPTY, Bitboard::EMPTY),
            Camps::Own if in_camp && self.attackers.contains(from) => {
                let others = camps - camp_of(from);
                (others, others)
            }
            Camps::Server if in_camp => (Bitboard::EMPTY, far_camp(from)),
            _ => (camps, camps),
        }
    }

    /// `pieces` of `side` split into groups that share their camp walls
    /// (as [`camp_walls`](Self::camp_walls)): (group, cross, stop) triples,
    /// the unused ones empty. Without camps there is one group, unwalled.
    #[inline(always)]
    fn camp_groups(&self, pieces: Bitboard, side: Side) -> [(Bitboard, Bitboard, Bitboard); 5] {
        const NONE: (Bitboard, Bitboard, Bitboard) =
            (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
        let (camps, g) = (Bitboard::CAMPS, Bitboard::CAMP_GROUPS);
        let outside = (pieces - camps, camps, camps);
        match self.rules.camps {
            Camps::None => [
                (pieces, Bitboard::EMPTY, Bitboard::EMPTY),
                NONE,
                NONE,
                NONE,
                NONE,
            ],
            Camps::Fortress => [
                (pieces & camps, Bitboard::EMPTY, Bitboard::EMPTY),
                outside,
                NONE,
                NONE,
                NONE,
            ],
            // Only attackers use their own camp; anyone else is walled out.
            Camps::Own if side == Side::Defenders => {
                [(pieces, camps, camps), NONE, NONE, NONE, NONE]
            }
            Camps::Own => {
                let own = |i: usize| (pieces & g[i], camps - g[i], camps - g[i]);
                [own(0), own(1), own(2), own(3), outside]
            }
            Camps::Server => {
                let own = |i: usize| (pieces & g[i], Bitboard::EMPTY, g[(i + 2) % 4]);
                [own(0), own(1), own(2), own(3), outside]
            }
        }
    }

    /// Where the piece on `from` may go by the placement rules, whoever is
    /// to move (empty when `from` is empty).
    pub fn destinations(&self, from: Square) -> Bitboard {
        if !self.occupied().contains(from) {
            return Bitboard::EMPTY;
        }
        if from == self.king {
            return self.king_destinations(self.blockers());
        }
        let (cross, stop) = self.camp_walls(from);
        rook_slides(from, self.blockers() | cross) - self.occupied() - self.no_stop(false) - stop
    }

    /// The king's destinations. Where the throne may be re-entered but not
    /// crossed, it stops him like a wall yet is itself a square he may
    /// stop on (RULES.md §4: the re-entry test comes before the crossing
    /// test).
    #[inline]
    fn king_destinations(&self, blockers: Bitboard) -> Bitboard {
        match self.rules.camps {
            // The presets' path: the walls fold away as constants.
            Camps::None => {
                self.king_destinations_within(blockers, (Bitboard::EMPTY, Bitboard::EMPTY))
            }
            _ => self.king_destinations_within(blockers, self.camp_walls(self.king)),
        }
    }

    /// [`king_destinations`](Self::king_destinations) for the king held
    /// walled by `(cross, stop)` as [`camp_walls`](Self::camp_walls).
    #[inline(always)]
    fn king_destinations_within(
        &self,
        blockers: Bitboard,
        (cross, stop): (Bitboard, Bitboard),
    ) -> Bitboard {
        let occ = self.occupied();
        let mut d = rook_slides(self.king, blockers | cross) - occ - self.no_stop(true) - stop;
        if self.rules.king_reenter && !self.rules.throne_crossable && !occ.contains(Square::THRONE)
        {
            d |= rook_slides(self.king, occ | cross) & Bitboard::THRONE;
        }
        d
    }

    /// Calls `f(from, destinations)` for every piece of the side to move
    /// that has a destination.
    #[inline]
    pub fn for_each_piece_moves(&self, mut f: impl FnMut(Square, Bitboard)) {
        let blockers = self.blockers();
        let forbid = self.occupied() | self.no_stop(false);
        let soldiers = self.soldiers_to_move();
        if self.rules.camps == Camps::None {
            // The presets' path, kept free of camp walls.
            for from in soldiers {
                let d = rook_slides(from, blockers) - forbid;
                if d.any() {
                    f(from, d);
                }
            }
        } else {
            for (group, cross, stop) in self.camp_groups(soldiers, self.side) {
                let (blockers, forbid) = (blockers | cross, forbid | stop);
                for from in group {
                    let d = rook_slides(from, blockers) - forbid;
                    if d.any() {
                        f(from, d);
                    }
                }
            }
        }
        if self.side == Side::Defenders {
            let d = self.king_destinations(blockers);
            if d.any() {
                f(self.king, d);
            }
        }
    }

    /// The soldiers (not the king) of the side to move.
    #[inline]
    fn soldiers_to_move(&self) -> Bitboard {
        self.soldiers_of(self.side)
    }

    /// The soldiers (not the king) of `side`.
    #[inline]
    fn soldiers_of(&self, side: Side) -> Bitboard {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// The moves of the side to move that the placement allows (the
    /// repetition rule, which needs history, is applied by
    /// [`Game::legal_moves`](crate::Game::legal_moves)).
    pub fn moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|from, dests| {
            for to in dests {
                list.push(Move::new_unchecked(from, to));
            }
        });
        list
    }

    /// The number of moves [`moves`](Self::moves) would return.
    #[inline]
    pub fn count_moves(&self) -> u64 {
        self.mobility(self.side) as u64
    }

    /// How many moves `side` would have by the placement rules if it were
    /// to move now (a mobility measure for evaluation; equals
    /// [`count_moves`](Self::count_moves) for the side to move).
    #[inline]
    pub fn mobility(&self, side: Side) -> u32 {
        const THRONE: Lines = Lines::of_const(Bitboard::THRONE);
        const THRONE_CORNERS: Lines =
            Lines::of_const(Bitboard(Bitboard::THRONE.bits() | Bitboard::CORNERS.bits()));
        let blockers = self.blockers();
        let mut n = if self.rules.camps == Camps::None {
            // The presets' path, kept free of camp walls.
            let lines = Lines::of(blockers);
            let forbid = if self.rules.corners_king_only {
                &THRONE_CORNERS
            } else {
                &THRONE
            };
            let mut n = 0;
            for from in self.soldiers_of(side) {
                n += lines.count_slides(from, forbid);
            }
            n
        } else {
            self.walled_soldier_mobility(side, blockers)
        };
        if side == Side::Defenders {
            n += self.king_destinations(blockers).count();
        }
        n
    }

    /// The soldiers' part of [`mobility`](Self::mobility) where camps hold
    /// some of them out (kept apart so that the presets' path stays as
    /// short as it was).
    #[inline(never)]
    fn walled_soldier_mobility(&self, side: Side, blockers: Bitboard) -> u32 {
        let no_stop = self.no_stop(false);
        let mut n = 0;
        for (group, cross, stop) in self.camp_groups(self.soldiers_of(side), side) {
            if group.is_empty() {
                continue;
            }
            let lines = Lines::of(blockers | cross);
            let forbid = Lines::of(no_stop | stop);
            for from in group {
                n += lines.count_slides(from, &forbid);
            }
        }
        n
    }

    /// The empty squares where a piece of the side to move, arriving,
    /// would capture at least one enemy soldier by the rules in force
    /// (whether any piece can reach them is not asked; the king counts
    /// only where he is armed). Search uses it to try captures first.
    pub fn capture_squares(&self) -> Bitboard {
        let mover = self.side;
        let empty = Bitboard::FULL - self.occupied();
        // What a victim is crushed against: the mover's soldiers, the king
        // where he is an anvil, and hostile empty squares (as `is_anvil`).
        let mut anvil = self.soldiers_of(mover);
        if mover == Side::Defenders && self.rules.king_anvil {
            anvil.insert(self.king);
        }
        if self.rules.throne_hostile {
            anvil |= Bitboard::THRONE & empty;
        }
        if self.rules.corner_hostile {
            anvil |= Bitboard::CORNERS & empty;
        }
        // Hostile camp squares crush whoever stands on them, too.
        anvil |= self.rules.hostile_camps(mover.opponent());
        // Ashton's throne crushes defenders with the king on it.
        if mover == Side::Attackers
            && self.rules.occupied_throne_hostile
            && self.king == Square::THRONE
        {
            anvil |= Bitboard::THRONE;
        }
        let victims = self.soldiers_of(mover.opponent());
        let mut out = Bitboard::EMPTY;
        for dir in Direction::ALL {
            let back = dir.opposite();
            out |= (victims & anvil.shift(back)).shift(back) & empty;
        }
        // The Linnaean throne: the king on it crushes a defender beside it
        // once the other three throne neighbours are attackers.
        if mover == Side::Attackers && self.rules.linnaean_throne && self.king == Square::THRONE {
            let ring = neighbours(Square::THRONE);
            for v in ring & self.defenders {
                if (ring - Bitboard::of(v)).is_subset(self.attackers) {
                    if let Some(s) = direction(Square::THRONE, v).and_then(|d| step(v, d)) {
                        if empty.contains(s) {
                            out.insert(s);
                        }
                    }
                }
            }
        }
        out
    }

    /// The empty squares where an attacker arriving would capture the king.
    pub fn king_capture_squares(&self) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for s in neighbours(self.king) - self.occupied() {
            let mut p = *self;
            p.attackers.insert(s);
            if p.king_captured(s) {
                out.insert(s);
            }
        }
        out
    }

    /// Whether the attackers, to move, can capture the king with their next
    /// move by the placement rules (repetition aside): some attacker can
    /// reach a square of [`king_capture_squares`](Self::king_capture_squares).
    /// False when the defenders are to move.
    #[inline]
    pub fn attackers_can_capture_king(&self) -> bool {
        self.king_capture_move().is_some()
    }

    /// A move by which the attackers, to move, capture the king (the first
    /// found), if any; `None` when the defenders are to move.
    pub fn king_capture_move(&self) -> Option<Move> {
        if self.side != Side::Attackers {
            return None;
        }
        // Every king capture needs, besides the attacker arriving, at least
        // one more jaw already beside him: an attacker, or a camp square
        // hostile to him (where one attacker opposite it captures).
        let jaws = self.attackers | self.rules.hostile_camps(Side::Defenders);
        if (neighbours(self.king) & jaws).is_empty() {
            return None;
        }
        let occ = self.occupied();
        for s in self.king_capture_squares() {
            for a in rook_hits(s, occ) & self.attackers {
                if self.destinations(a).contains(s) {
                    return Move::new(a, s);
                }
            }
        }
        None
    }

    /// A move that wins at once for the side to move by the placement
    /// rules (repetition aside): the king to an escape square, or an
    /// attacker capturing the king.
    pub fn winning_move(&self) -> Option<Move> {
        match self.side {
            Side::Attackers => self.king_capture_move(),
            Side::Defenders => {
                let to = (self.destinations(self.king) & self.rules.escape_squares())
                    .into_iter()
                    .next()?;
                Move::new(self.king, to)
            }
        }
    }

    /// Whether the side to move has any move by the placement rules.
    pub fn has_move(&self) -> bool {
        let blockers = self.blockers();
        let forbid = self.occupied() | self.no_stop(false);
        // Without camps this is one group with no walls.
        for (group, cross, stop) in self.camp_groups(self.soldiers_to_move(), self.side) {
            let (blockers, forbid) = (blockers | cross, forbid | stop);
            for from in group {
                if (rook_slides(from, blockers) - forbid).any() {
                    return true;
                }
            }
        }
        self.side == Side::Defenders && self.king_destinations(blockers).any()
    }

    /// Why `mv` is not allowed by the placement rules (`Ok` if it is).
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let (from, to) = (mv.from(), mv.to());
        let piece = self.piece_at(from).ok_or(IllegalMove::NoPiece { mv })?;
        if piece.side() != self.side {
            return Err(IllegalMove::NotYourPiece {
                mv,
                owner: piece.side(),
                to_move: self.side,
            });
        }
        let path = between(from, to).expect("moves lie on a line");
        if let Some(at) = nearest_to(from, path & self.occupied()) {
            return Err(IllegalMove::Blocked { mv, at });
        }
        if self.occupied().contains(to) {
            return Err(IllegalMove::Occupied { mv });
        }
        if path.contains(Square::THRONE) && !self.rules.throne_crossable {
            return Err(IllegalMove::ThroneCrossing { mv });
        }
        let (cross, stop) = self.camp_walls(from);
        if let Some(at) = nearest_to(from, path & cross) {
            return Err(IllegalMove::CampCrossing { mv, at });
        }
        let king = piece == Piece::King;
        if to == Square::THRONE && self.no_stop(king).contains(to) {
            return Err(IllegalMove::ThroneStop { mv, king });
        }
        if self.no_stop(king).contains(to) {
            return Err(IllegalMove::CornerStop { mv });
        }
        if stop.contains(to) {
            // Leaving a camp, the piece was refused for where the camp is,
            // not for coming from outside one.
            return Err(match self.rules.camps {
                Camps::Server if Bitboard::CAMPS.contains(from) => IllegalMove::CampJump { mv },
                Camps::Own if Bitboard::CAMPS.contains(from) => IllegalMove::OtherCamp { mv },
                _ => IllegalMove::CampEntry { mv },
            });
        }
        Ok(())
    }

    /// Whether the soldier of `victim` side standing next to `beyond` is
    /// sandwiched by what is on `beyond` (RULES.md §4 `anvil`).
    #[inline]
    fn is_anvil(&self, beyond: Square, victim_sq: Square, victim: Side) -> bool {
        // A hostile camp square is a jaw whoever stands on it (ASHTON.md
        // §2.2; OpenTafl's fortress hostility ignores the occupant too), so
        // every branch that would answer "no" asks it last.
        if beyond == self.king {
            return match victim {
                Side::Attackers => self.rules.king_anvil,
                Side::Defenders => {
                    beyond == Square::THRONE
                        && (self.rules.occupied_throne_hostile
                            || self.rules.linnaean_throne
                                && (neighbours(Square::THRONE) - Bitboard::of(victim_sq))
                                    .is_subset(self.attackers))
                }
            } || self.hostile_camp(beyond, victim);
        }
        match victim {
            Side::Attackers if self.defenders.contains(beyond) => return true,
            Side::Defenders if self.attackers.contains(beyond) => return true,
            _ => {}
        }
        if self.occupied().contains(beyond) {
            return self.hostile_camp(beyond, victim);
        }
        if beyond == Square::THRONE {
            self.rules.throne_hostile
        } else if beyond.is_corner() {
            self.rules.corner_hostile
        } else {
            self.hostile_camp(beyond, victim)
        }
    }

    /// Whether `sq` is a camp square hostile to soldiers of `victim` (the
    /// rule is tested first, so that without hostile camps this costs one
    /// comparison).
    #[inline(always)]
    fn hostile_camp(&self, sq: Square, victim: Side) -> bool {
        self.rules.camp_hostile != CampHostile::None
            && self.rules.hostile_camps(victim).contains(sq)
    }

    /// Whether the king, with an attacker just arrived on `hammer` beside
    /// him, is captured (RULES.md §4).
    fn king_captured(&self, hammer: Square) -> bool {
        let k = self.king;
        let nb = neighbours(k);
        // Hostile camp squares count as attackers against the king.
        let a = self.attackers | self.rules.hostile_camps(Side::Defenders);
        if k == Square::THRONE || nb.count() == 4 && nb.is_subset(a) {
            return nb.is_subset(a);
        }
        if nb.contains(Square::THRONE) {
            return (nb - Bitboard::THRONE).is_subset(a);
        }
        let r = &self.rules;
        (r.king_edge_capture && k.is_edge() && nb.is_subset(a))
            || (r.king_corner_capture
                && (nb & Bitboard::CORNERS).any()
                && (nb - Bitboard::CORNERS).is_subset(a))
            || (r.king_custodial
                && direction(hammer, k)
                    .and_then(|d| step(k, d))
                    .is_some_and(|b| a.contains(b)))
    }

    /// Plays `mv` without checking it and returns the new position.
    /// Contract: `mv` is one of [`moves`](Self::moves); otherwise the
    /// result is meaningless (though memory-safe).
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> (Position, Effect) {
        let mut p = *self;
        let effect = p.make(mv);
        (p, effect)
    }

    /// Plays `mv` in place, under the contract of
    /// [`play_unchecked`](Self::play_unchecked); [`unmake`](Self::unmake)
    /// with the returned captures takes it back.
    #[inline(always)]
    pub fn make(&mut self, mv: Move) -> Effect {
        let (from, to) = (mv.from(), mv.to());
        let mover = self.side;
        let mut effect = Effect::default();
        let moving_king = from == self.king;
        let path = Bitboard::of(from) | Bitboard::of(to);
        let piece = if moving_king {
            self.king = to;
            Piece::King
        } else if mover == Side::Attackers {
            self.attackers ^= path;
            Piece::Attacker
        } else {
            self.defenders ^= path;
            Piece::Defender
        };
        self.key ^= zobrist::piece_key(piece, from)
            ^ zobrist::piece_key(piece, to)
            ^ zobrist::DEFENDERS_TO_MOVE;
        self.side = mover.opponent();

        if moving_king && self.rules.is_escape(to) {
            effect.event = Some(Event::Escape);
            if !self.rules.captures_on_escape {
                return effect;
            }
        }
        if !moving_king || self.rules.king_armed {
            let (enemies, victim_piece) = match mover {
                Side::Attackers => (self.defenders, Piece::Defender),
                Side::Defenders => (self.attackers, Piece::Attacker),
            };
            let victim_side = mover.opponent();
            if (neighbours(to) & enemies).any() {
                for dir in Direction::ALL {
                    if let Some(v) = step(to, dir) {
                        if enemies.contains(v)
                            && step(v, dir).is_some_and(|b| self.is_anvil(b, v, victim_side))
                        {
                            effect.captures.insert(v);
                        }
                    }
                }
                if effect.captures.any() {
                    for v in effect.captures {
                        self.key ^= zobrist::piece_key(victim_piece, v);
                    }
                    match mover {
                        Side::Attackers => self.defenders = self.defenders - effect.captures,
                        Side::Defenders => self.attackers = self.attackers - effect.captures,
                    }
                }
            }
        }
        if mover == Side::Attackers && neighbours(self.king).contains(to) && self.king_captured(to)
        {
            effect.event = Some(Event::KingCaptured);
        }
        effect
    }

    /// Takes back `mv`, which [`make`](Self::make) played with `captures`,
    /// restoring `key` (the key before the move).
    #[inline(always)]
    pub fn unmake(&mut self, mv: Move, captures: Bitboard, key: u64) {
        let (from, to) = (mv.from(), mv.to());
        let mover = self.side.opponent();
        match mover {
            Side::Attackers => self.defenders |= captures,
            Side::Defenders => self.attackers |= captures,
        }
        let path = Bitboard::of(from) | Bitboard::of(to);
        if self.king == to {
            self.king = from;
        } else if mover == Side::Attackers {
            self.attackers ^= path;
        } else {
            self.defenders ^= path;
        }
        self.side = mover;
        self.key = key;
    }

    /// The escape squares the king could reach with one move (RULES.md
    /// D-14): 1 is "Raichi", 2 or more "Tuichi".
    /// None once the king stands on an escape square: he has escaped.
    pub fn open_routes(&self) -> Bitboard {
        if self.rules.is_escape(self.king) {
            return Bitboard::EMPTY;
        }
        self.destinations(self.king) & self.rules.escape_squares()
    }
}

/// The camp that holds `sq` (empty if none).
#[inline]
fn camp_of(sq: Square) -> Bitboard {
    let mut camp = Bitboard::EMPTY;
    for g in Bitboard::CAMP_GROUPS {
        if g.contains(sq) {
            camp = g;
        }
    }
    camp
}

/// The camp squares a piece starting on the camp square `sq` may not stop
/// on under [`Camps::Server`]: those more than 5 squares away, which are
/// exactly the opposite camp's (tested against the literal rule).
#[inline]
fn far_camp(sq: Square) -> Bitboard {
    let g = Bitboard::CAMP_GROUPS;
    (0..4)
        .find(|&i| g[i].contains(sq))
        .map_or(Bitboard::EMPTY, |i| g[(i + 2) % 4])
}

/// The direction from `a` to an adjacent or aligned square `b`.
#[inline]
fn direction(a: Square, b: Square) -> Option<Direction> {
    let (af, ar) = (a.file().index(), a.rank().index());
    let (bf, br) = (b.file().index(), b.rank().index());
    if af == bf {
        if br > ar {
            Some(Direction::North)
        } else if br < ar {
            Some(Direction::South)
        } else {
            None
        }
    } else if ar == br {
        if bf > af {
            Some(Direction::East)
        } else {
            Some(Direction::West)
        }
    } else {
        None
    }
}

fn nearest_to(from: Square, set: Bitboard) -> Option<Square> {
    let dist = |s: Square| {
        (s.file().index() as i32 - from.file().index() as i32).abs()
            + (s.rank().index() as i32 - from.rank().index() as i32).abs()
    };
    set.min_by_key(|s| dist(*s))
}

impl fmt::Display for Position {
    /// The position record and side to move, as [`Setup`] writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
