//! [`Tracker`]: keeps a [`Game`] in step with the states a server sends,
//! by finding the move that turns each state into the next, so that the
//! game's history (and with it repetition) is known to whoever searches
//! it.

use tablut_core::{Game, Move, Position, Rules, Side};

use super::wire::{State, StateError};

/// What a new state meant for the tracked game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The first state: the game starts from it.
    Started,
    /// The same state again: the server refused the last move (an error
    /// within the allowance) and asks the same side again.
    Same,
    /// The state follows from the previous one by this move.
    Moved(Move),
    /// No legal move leads to the state (the server plays other rules, or
    /// a message was lost): the game starts afresh from it and its history
    /// is forgotten.
    Resynced(String),
}

/// A game kept in step with a server's states.
#[derive(Clone, Debug)]
pub struct Tracker {
    rules: Rules,
    game: Option<Game>,
    last: Option<State>,
}

impl Tracker {
    /// A tracker for a game under `rules`.
    pub fn new(rules: Rules) -> Tracker {
        Tracker {
            rules,
            game: None,
            last: None,
        }
    }

    /// The game so far (`None` before the first state).
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The last state seen.
    pub fn last_state(&self) -> Option<&State> {
        self.last.as_ref()
    }

    /// A fresh game from `state`. A finished state has nobody to move; its
    /// placement is read with the defenders to move, so that it can be
    /// shown.
    fn fresh(&self, state: &State) -> Result<Game, StateError> {
        let side = state.turn.side().unwrap_or(Side::Defenders);
        let setup = state.setup_with_side(side)?;
        Ok(Game::new(Position::from_setup(&setup, self.rules)?))
    }

    /// The move of the game's side to move that leads to `state`'s board
    /// (and side to move, while the game goes on).
    fn explain(game: &Game, state: &State) -> Option<Move> {
        let pos = game.position();
        pos.moves().iter().copied().find(|&mv| {
            let (child, _) = pos.play_unchecked(mv);
            state
                .turn
                .side()
                .map_or(true, |side| side == child.side_to_move())
                && state.same_board(&child.to_setup())
        })
    }

    /// Takes in the next state from the server.
    pub fn observe(&mut self, state: &State) -> Result<Step, StateError> {
        if self.last.as_ref() == Some(state) {
            return Ok(Step::Same);
        }
        let step = match self.game.as_mut() {
            None => {
                self.game = Some(self.fresh(state)?);
                Step::Started
            }
            Some(game) => match Self::explain(game, state) {
                Some(mv) if game.play(mv).is_ok() => Step::Moved(mv),
                found => {
                    let why = match found {
                        Some(mv) => format!(
                            "the server played {mv}, which the rules in use here do not allow"
                        ),
                        None => "no legal move leads from the previous state to this one".into(),
                    };
                    if state.turn.is_over() {
                        // Nothing more to play: keep the game as it was.
                        self.last = Some(state.clone());
                        return Ok(Step::Resynced(why));
                    }
                    self.game = Some(self.fresh(state)?);
                    Step::Resynced(why)
                }
            },
        };
        self.last = Some(state.clone());
        Ok(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bologna::wire::Turn;

    fn state_of(game: &Game) -> State {
        let pos = game.position();
        State::from_position(pos, Turn::after(game.outcome(), pos.side_to_move()))
    }

    #[test]
    fn follows_moves_and_knows_repetition() {
        let rules = Rules::LUDOTEKA;
        let mut server = Game::start(rules);
        let mut t = Tracker::new(rules);
        assert_eq!(t.observe(&state_of(&server)).unwrap(), Step::Started);
        for mv in ["e3-h3", "d1-d3", "h3-e3", "d3-d1", "e3-h3"] {
            let mv: Move = mv.parse().unwrap();
            server.play(mv).unwrap();
            assert_eq!(t.observe(&state_of(&server)).unwrap(), Step::Moved(mv));
        }
        let game = t.game().unwrap();
        assert_eq!(game.len(), 5);
        // The start position has come round again: the game knows it.
        assert_eq!(game.plies().last().unwrap().occurrence, 2);
        assert_eq!(t.observe(&state_of(&server)).unwrap(), Step::Same);
    }

    #[test]
    fn an_unexplained_state_starts_afresh() {
        let rules = Rules::LUDOTEKA;
        let mut t = Tracker::new(rules);
        t.observe(&State::start()).unwrap();
        let mut other = Game::start(rules);
        other.play("e3-h3".parse().unwrap()).unwrap();
        other.play("d1-d3".parse().unwrap()).unwrap();
        let step = t.observe(&state_of(&other)).unwrap();
        assert!(matches!(step, Step::Resynced(_)), "{step:?}");
        assert_eq!(t.game().unwrap().position(), other.position());
        assert!(t.game().unwrap().is_empty());
    }

    #[test]
    fn a_bad_first_state_is_an_error() {
        let mut s = State::start();
        s.board[4][4] = super::super::wire::Pawn::Empty;
        assert!(Tracker::new(Rules::LUDOTEKA).observe(&s).is_err());
    }
}
