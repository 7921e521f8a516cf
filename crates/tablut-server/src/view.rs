//! The [`GameState`] every client receives (docs/web-api.md): the board,
//! the moves, the legal moves and what they mean, as the rules library
//! reports them.

use serde::Serialize;
use tablut_core::notation::record::move_record;
use tablut_core::{Bitboard, Piece, Side, Square};

use crate::live::Data;
use crate::store::ChatRow;

/// One seat, as clients see it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    /// `human` or `computer`.
    pub kind: &'static str,
    /// The player's name.
    pub name: String,
    /// Someone holds the seat.
    pub taken: bool,
    /// A connection holding the seat is open.
    pub online: bool,
}

/// Both seats.
#[derive(Clone, Debug, Serialize)]
pub struct Seats {
    /// The attackers' seat.
    pub attackers: SeatView,
    /// The defenders' seat.
    pub defenders: SeatView,
}

/// A move played.
#[derive(Clone, Debug, Serialize)]
pub struct MoveView {
    /// `from-to`.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it.
    pub side: &'static str,
    /// Squares it captured.
    pub captures: Vec<String>,
    /// tablut's notation with captures (`e3-e1xd1`).
    pub text: String,
}

/// The last move.
#[derive(Clone, Debug, Serialize)]
pub struct LastMove {
    /// `from-to`.
    #[serde(rename = "move")]
    pub mv: String,
    /// Squares it captured.
    pub captures: Vec<String>,
}

/// How the game stands.
#[derive(Clone, Debug, Serialize)]
pub struct OutcomeView {
    /// `ongoing`, `attackers win`, `defenders win`, `draw`.
    pub result: &'static str,
    /// The winner.
    pub winner: Option<&'static str>,
    /// Why it ended.
    pub reason: Option<&'static str>,
    /// One sentence for people.
    pub text: String,
}

/// Pieces lost by each side.
#[derive(Clone, Debug, Serialize)]
pub struct Lost {
    /// Attackers captured.
    pub attackers: u32,
    /// Defenders captured.
    pub defenders: u32,
}

/// The rematch.
#[derive(Clone, Debug, Serialize)]
pub struct RematchView {
    /// The seat that offered one.
    pub offered_by: Option<String>,
    /// The rematch's id once it exists.
    pub game: Option<String>,
}

/// A chat line.
#[derive(Clone, Debug, Serialize)]
pub struct ChatView {
    /// The sender's seat.
    pub seat: String,
    /// The sender's name.
    pub name: String,
    /// The text.
    pub text: String,
    /// When, ms since 1970.
    pub at: i64,
}

/// Everything a client shows of a game.
#[derive(Clone, Debug, Serialize)]
pub struct GameState {
    /// The game's id.
    pub id: String,
    /// The rule set.
    pub variant: String,
    /// `computer`, `friend` or `local`.
    pub mode: String,
    /// `waiting`, `active` or `finished`.
    pub status: String,
    /// The seats.
    pub seats: Seats,
    /// The computer's level.
    pub level: Option<String>,
    /// Rank 9 first; `t`, `T`, `K`, `.`.
    pub board: Vec<String>,
    /// Who is to move.
    pub side_to_move: &'static str,
    /// Moves played.
    pub ply: usize,
    /// The moves.
    pub moves: Vec<MoveView>,
    /// The legal moves of the side to move.
    pub legal: Vec<String>,
    /// The last move.
    pub last: Option<LastMove>,
    /// Escape squares the king reaches in one move.
    pub routes: Vec<String>,
    /// `raichi`, `tuichi` or none.
    pub alert: Option<&'static str>,
    /// Pieces lost.
    pub lost: Lost,
    /// The result.
    pub outcome: OutcomeView,
    /// The computer is searching.
    pub thinking: bool,
    /// The rematch.
    pub rematch: RematchView,
    /// The last chat lines.
    pub chat: Vec<ChatView>,
    /// The squares this rule set treats specially.
    pub squares: crate::rulebook::Squares,
    /// Creation time.
    pub created_at: i64,
    /// Last change.
    pub updated_at: i64,
}

fn squares(b: Bitboard) -> Vec<String> {
    b.map(|s: Square| s.to_string()).collect()
}

/// The board as 9 strings, rank 9 first.
pub fn board_rows(pos: &tablut_core::Position) -> Vec<String> {
    (0..9)
        .rev()
        .map(|rank| {
            (0..9)
                .map(|file| {
                    let sq = Square::from_index(rank * 9 + file).expect("on the board");
                    match pos.piece_at(sq) {
                        Some(Piece::Attacker) => 't',
                        Some(Piece::Defender) => 'T',
                        Some(Piece::King) => 'K',
                        None => '.',
                    }
                })
                .collect()
        })
        .collect()
}

fn seat(data: &Data, side: Side, online: bool) -> SeatView {
    let computer = data.computer_side() == Some(side);
    let (name, hash) = match side {
        Side::Attackers => (&data.row.attackers_name, &data.row.attackers_hash),
        Side::Defenders => (&data.row.defenders_name, &data.row.defenders_hash),
    };
    SeatView {
        kind: if computer { "computer" } else { "human" },
        name: name.clone(),
        taken: computer || hash.is_some(),
        online: computer || online,
    }
}

impl GameState {
    /// The state of `data`; `online` tells which seats have a connection.
    pub fn of(data: &Data, online: [bool; 2]) -> GameState {
        let game = &data.game;
        let pos = game.position();
        let ending = data.ending();
        let over = ending.is_over();
        let mut moves = Vec::with_capacity(game.len());
        let mut before = *game.start_position();
        let mut lost = Lost {
            attackers: 0,
            defenders: 0,
        };
        for ply in &game.plies()[1..] {
            let mv = ply.mv.expect("plies after the start have moves");
            let side = before.side_to_move();
            let text = move_record(&before, mv, ply.captures, "");
            match side {
                Side::Attackers => lost.defenders += ply.captures.count(),
                Side::Defenders => lost.attackers += ply.captures.count(),
            }
            moves.push(MoveView {
                mv: mv.to_string(),
                side: side.name(),
                captures: squares(ply.captures),
                text,
            });
            before.make(mv);
        }
        let last = moves.last().map(|m| LastMove {
            mv: m.mv.clone(),
            captures: m.captures.clone(),
        });
        let legal = if over || data.row.status != "active" {
            Vec::new()
        } else {
            game.legal_moves().iter().map(|m| m.to_string()).collect()
        };
        let open = if over {
            Bitboard::EMPTY
        } else {
            pos.open_routes()
        };
        GameState {
            id: data.row.id.clone(),
            variant: data.row.variant.clone(),
            mode: data.row.mode.clone(),
            status: data.row.status.clone(),
            seats: Seats {
                attackers: seat(data, Side::Attackers, online[0]),
                defenders: seat(data, Side::Defenders, online[1]),
            },
            level: data.row.level.clone(),
            board: board_rows(pos),
            side_to_move: pos.side_to_move().name(),
            ply: game.len(),
            moves,
            legal,
            last,
            routes: squares(open),
            alert: match open.count() {
                0 => None,
                1 => Some("raichi"),
                _ => Some("tuichi"),
            },
            lost,
            outcome: OutcomeView {
                result: ending.result(),
                winner: ending.winner().map(Side::name),
                reason: ending.reason(),
                text: data.ending_text(),
            },
            thinking: data.thinking.is_some(),
            rematch: RematchView {
                offered_by: data.row.rematch_offer.clone(),
                game: data.row.rematch_game.clone(),
            },
            chat: data.chat.iter().map(chat_view).collect(),
            squares: crate::rulebook::squares(&data.variant.rules),
            created_at: data.row.created_at,
            updated_at: data.row.updated_at,
        }
    }
}

fn chat_view(c: &ChatRow) -> ChatView {
    ChatView {
        seat: c.seat.clone(),
        name: c.name.clone(),
        text: c.body.clone(),
        at: c.at,
    }
}
