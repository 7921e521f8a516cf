//! The [`GameState`] every client receives (docs/web-api.md): the board,
//! the moves, the legal moves and what they mean, as the rules library
//! reports them.

use tablut_core::notation::record::move_record;
use tablut_core::{Bitboard, Side, Square};

use crate::games::live::Data;
use crate::store::ChatRow;
use crate::wire::{Alert, SeatKind, Status};
pub use crate::wire::{
    ChatView, ClockView, GameState, LastMove, Lost, MoveView, OutcomeView, RematchView, SeatView,
    Seats,
};

fn squares(b: Bitboard) -> Vec<Square> {
    b.collect()
}

fn seat(data: &Data, side: Side, online: bool) -> SeatView {
    let computer = data.computer_side() == Some(side);
    let (name, hash) = match side {
        Side::Attackers => (&data.row.attackers_name, &data.row.attackers_hash),
        Side::Defenders => (&data.row.defenders_name, &data.row.defenders_hash),
    };
    let account = match side {
        Side::Attackers => data.row.account_seats().attackers,
        Side::Defenders => data.row.account_seats().defenders,
    };
    SeatView {
        account,
        kind: if computer {
            SeatKind::Computer
        } else {
            SeatKind::Human
        },
        name: name.clone(),
        taken: computer || hash.is_some(),
        online: computer || online,
    }
}

/// The state of `data`; `online` tells which seats have a connection.
pub fn game_state(data: &Data, online: [bool; 2]) -> GameState {
    let game = &data.game;
    let pos = game.position();
    let over = data.is_over();
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
            mv,
            side,
            captures: squares(ply.captures),
            text,
        });
        before.make(mv);
    }
    let last = moves.last().map(|m| LastMove {
        mv: m.mv,
        captures: m.captures.clone(),
    });
    let legal = if over || data.row.status != Status::Active {
        Vec::new()
    } else {
        game.legal_moves().iter().copied().collect()
    };
    let open = if over {
        Bitboard::EMPTY
    } else {
        pos.open_routes()
    };
    GameState {
        id: data.row.id.clone(),
        variant: data.row.variant,
        mode: data.row.mode,
        status: data.row.status,
        seats: Seats {
            attackers: seat(data, Side::Attackers, online[0]),
            defenders: seat(data, Side::Defenders, online[1]),
        },
        level: data.row.level,
        board: crate::rulebook::board_rows(pos),
        side_to_move: pos.side_to_move(),
        ply: game.len(),
        moves,
        legal,
        last,
        routes: squares(open),
        alert: Alert::for_routes(open.count()),
        fortress: !over && pos.is_fortress(),
        lost,
        outcome: data.outcome(),
        thinking: data.thinking.is_some(),
        rematch: RematchView {
            offered_by: data.row.rematch_offer,
            game: data.row.rematch_game.clone(),
        },
        chat: data.chat.iter().map(chat_view).collect(),
        squares: crate::rulebook::squares(&data.variant.rules),
        created_at: data.row.created_at,
        updated_at: data.row.updated_at,
        version: data.row.version,
        clock: data
            .row
            .clock
            .map(|clock| clock_view(&clock, pos.side_to_move())),
        rated: data.row.rated,
        draw_offer: data.row.draw_offer,
        takeback_offer: data.row.takeback_offer,
        tournament: data.row.tournament_id.clone(),
    }
}

fn clock_view(clock: &tablut_core::Clock, to_move: Side) -> ClockView {
    let now = crate::time::now_ms();
    ClockView {
        control: clock.control,
        speed: clock.control.speed(),
        attackers_ms: clock.left(Side::Attackers, to_move, now),
        defenders_ms: clock.left(Side::Defenders, to_move, now),
        running: clock.running_since.map(|_| to_move),
        deadline: clock.deadline(to_move),
        now,
    }
}

fn chat_view(c: &ChatRow) -> ChatView {
    ChatView {
        seat: c.seat,
        name: c.name.clone(),
        text: c.body.clone(),
        at: c.at,
    }
}

/// Whether `c` changes the direction text is shown in: the embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks
/// (U+200E, U+200F, U+061C). In a name or a chat line they could make
/// the text around it read backwards (a name showing as another's, a
/// move written in chat reversed), so they never reach other players.
pub fn is_direction_control(c: char) -> bool {
    matches!(
        c,
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}'
    )
}

/// `text` without control characters and without the characters that
/// change the direction of the text around them
/// ([`is_direction_control`]): what a name or a chat line may hold.
pub fn neutralise(text: &str) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !is_direction_control(c))
        .collect()
}
