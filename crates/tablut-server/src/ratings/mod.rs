//! Ratings: Glicko-2 (through the `skillratings` crate), one pool per rule
//! set preset, updated after every rated game between two accounts. A
//! rating whose deviation is still above [`PROVISIONAL_DEVIATION`] is
//! provisional: too few games to trust it (shown with a `?`).
//!
//! The update is made in the transaction that stores the game's end, so
//! it happens exactly once whichever server ends the game (see
//! `store.rs` here, written along with the game through the store).

mod store;
pub(crate) use store::rate;
pub use store::{Leader, RatingChange, RatingRow};

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use tablut_core::Side;

/// Deviation above which a rating is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's rating in one pool.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating, 1500 to start with.
    pub rating: f64,
    /// How uncertain it is (350 to start with; lower is surer).
    pub deviation: f64,
    /// How erratic the player's results are.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
        }
    }
}

impl Rating {
    /// Whether it is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn of(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

/// The two players' new ratings (attackers', defenders') after a game
/// that `winner` won (`None`: a draw).
pub fn after_game(attackers: Rating, defenders: Rating, winner: Option<Side>) -> (Rating, Rating) {
    let outcome = match winner {
        Some(Side::Attackers) => Outcomes::WIN,
        Some(Side::Defenders) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (a, d) = glicko2(
        &attackers.glicko(),
        &defenders.glicko(),
        &outcome,
        &Glicko2Config::new(),
    );
    (Rating::of(a), Rating::of(d))
}

/// The rating pool of a rule set: the name of the preset whose rules it
/// has, however it was written (`cartier`, or `cartier:throne_crossable=false`,
/// Cartier's own value, or another preset with every difference written
/// out); `None` for rules no preset has (casual only). Decided by the
/// rules, never by the text.
pub fn pool(variant: &tablut_core::Variant) -> Option<&'static str> {
    tablut_core::Preset::ALL
        .iter()
        .find(|p| p.rules() == variant.rules)
        .map(|p| p.name())
}

/// [`pool`] of a rule set written as text (a pool's name in a path, a
/// command line's `--variant`); `None` also for text that is no rule set.
pub fn pool_named(text: &str) -> Option<&'static str> {
    pool(&text.trim().parse().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_moves_ratings_apart_and_a_draw_between_equals_keeps_them() {
        let (a, d) = after_game(Rating::default(), Rating::default(), Some(Side::Attackers));
        assert!(a.rating > 1500.0 && d.rating < 1500.0, "{a:?} {d:?}");
        assert!(
            (a.rating - 1500.0 + d.rating - 1500.0).abs() < 1e-6,
            "zero-sum between equals"
        );
        assert!(a.deviation < 350.0, "a game makes the rating surer");
        let (a, d) = after_game(Rating::default(), Rating::default(), None);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (d.rating - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn new_players_are_provisional_until_their_deviation_falls() {
        let mut me = Rating::default();
        assert!(me.provisional());
        let opponent = Rating {
            rating: 1500.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        for game in 0..40 {
            let winner = if game % 2 == 0 {
                Some(Side::Attackers)
            } else {
                Some(Side::Defenders)
            };
            me = after_game(me, opponent, winner).0;
        }
        assert!(!me.provisional(), "{me:?}");
    }

    #[test]
    fn only_presets_have_pools() {
        assert_eq!(pool_named("cartier"), Some("cartier"));
        assert_eq!(pool_named("ashton-server"), Some("ashton-server"));
        assert_eq!(pool_named("cartier:throne_crossable=true"), None);
        assert_eq!(pool_named("nonsense"), None);
        assert_eq!(pool_named(""), None);
        // A preset's own values written out are still its rules.
        assert_eq!(
            pool_named("cartier:throne_crossable=false"),
            Some("cartier")
        );
        assert_eq!(pool_named(" ludoteka:king_armed=true "), Some("ludoteka"));
        // Every preset spelled as another with each difference written out
        // is rated as itself.
        for preset in tablut_core::Preset::ALL {
            let as_ludoteka = tablut_core::Variant {
                preset: tablut_core::Preset::Ludoteka,
                rules: preset.rules(),
            };
            assert_eq!(pool(&as_ludoteka), Some(preset.name()));
        }
    }
}
