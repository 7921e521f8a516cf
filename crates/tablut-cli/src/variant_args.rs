//! The game options every subcommand shares — `--variant NAME`, repeatable
//! `--rule NAME=VALUE` and `--position POS` — and the one place where they
//! (or the same fields of a JSON request) become a [`Variant`] and a [`Game`].

use anyhow::{anyhow, Context, Result};
use clap::Args;
use tablut_core::{
    Game, Move, ParseSetupError, Position, Preset, RuleFlagError, Rules, Setup, Variant,
};

/// `--rule NAME=VALUE`, repeatable.
#[derive(Args, Debug, Clone, Default)]
pub struct RuleArgs {
    /// Change one rule of the rule set (repeatable)
    ///
    /// Applied after the rule set is chosen, left to right. `tablut rules
    /// NAME` lists every rule of a rule set with its values.
    ///
    /// Example: --rule king_armed=false --rule escape=edge
    #[arg(long = "rule", id = "rule", value_name = "NAME=VALUE")]
    pub rule: Vec<String>,
}

/// `--variant NAME` and `--rule NAME=VALUE`.
#[derive(Args, Debug, Clone, Default)]
pub struct VariantArgs {
    /// Rule set: ludoteka, catalan, brainking, cartier, ashton or ashton-server, optionally with changes [default: ludoteka]
    ///
    /// A preset name, or a preset followed by ':' and comma-separated
    /// rule changes, as `tablut rules` prints it.
    ///
    /// Example: --variant cartier   or   --variant ludoteka:king_armed=false,escape=edge
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,

    #[command(flatten)]
    pub rules: RuleArgs,
}

/// `--variant`, `--rule` and `--position`.
#[derive(Args, Debug, Clone, Default)]
pub struct GameArgs {
    #[command(flatten)]
    pub variant: VariantArgs,

    /// Start from this position instead of the standard start
    ///
    /// An OpenTafl position record, rank 1 first (t attacker, T defender,
    /// K king, digits for empty squares), then a space and the side to move:
    /// a (attackers) or d (defenders). Without the side letter, the side
    /// that moves first under the rules is to move. Quote it in the shell.
    ///
    /// Example: --position '/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/ d'
    #[arg(long, value_name = "POS")]
    pub position: Option<String>,
}

impl GameArgs {
    /// The rule set and a game from the chosen start position.
    pub fn game(&self) -> Result<(Variant, Game)> {
        game_from(
            self.variant.variant.as_deref(),
            &self.variant.rules.rule,
            self.position.as_deref(),
        )
    }
}

/// The rule set named `name` (default ludoteka) with `changes` applied.
pub fn resolve_variant(name: Option<&str>, changes: &[String]) -> Result<Variant> {
    let mut variant = match name {
        Some(name) => {
            let preset = name.split_once(':').map_or(name, |(preset, _)| preset);
            let preset: Preset = preset.parse().context("invalid variant")?;
            name.parse::<Variant>()
                .map_err(|e| explain(e, preset))
                .context("invalid variant")?
        }
        None => Variant::default(),
    };
    // The variant's own changes and the --rule ones are applied together,
    // so that one flag given two values is refused rather than the last
    // one winning (issue 30).
    let own: Vec<&str> = name
        .and_then(|n| n.split_once(':'))
        .map(|(_, c)| c.split(',').filter(|p| !p.trim().is_empty()).collect())
        .unwrap_or_default();
    let mut rules = variant.preset.rules();
    rules
        .apply_all(own.into_iter().chain(changes.iter().map(String::as_str)))
        .map_err(|e| explain(e, variant.preset))
        .context("invalid rule change")?;
    variant.rules = rules;
    Ok(variant)
}

/// The error, an unknown flag sending the user to the rules of the preset
/// they asked about.
fn explain(e: RuleFlagError, preset: Preset) -> anyhow::Error {
    match e {
        RuleFlagError::UnknownFlag { name } => {
            anyhow!("unknown rule flag '{name}'; run `tablut rules {preset}` to see every flag")
        }
        e => e.into(),
    }
}

/// Reads a position record under `rules`; a record without its side letter
/// gets the side that moves first under `rules`.
pub fn parse_position(text: &str, rules: Rules) -> Result<Position> {
    let setup = match text.parse::<Setup>() {
        Ok(setup) => setup,
        Err(ParseSetupError::MissingSide) => Setup::from_board_record(text, rules.first)?,
        Err(e) => return Err(e.into()),
    };
    Ok(Position::from_setup(&setup, rules)?)
}

/// The rule set and a new game, from the three game options as given on
/// the command line or in a JSON request.
pub fn game_from(
    variant: Option<&str>,
    changes: &[String],
    position: Option<&str>,
) -> Result<(Variant, Game)> {
    let variant = resolve_variant(variant, changes)?;
    let start = match position {
        Some(text) => parse_position(text, variant.rules).context("invalid position")?,
        None => Position::start(variant.rules),
    };
    Ok((variant, Game::new(start)))
}

/// Plays `--moves` (moves `from-to` separated by spaces) onto `game`,
/// naming the first that does not read or is not legal.
pub(crate) fn play_moves(game: &mut Game, moves: &str) -> Result<()> {
    for (i, text) in moves.split_whitespace().enumerate() {
        let mv: Move = text
            .parse()
            .with_context(|| format!("move {} of --moves ({text:?})", i + 1))?;
        game.play(mv)
            .with_context(|| format!("move {} of --moves ({text})", i + 1))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_ludoteka_start() {
        let (variant, game) = game_from(None, &[], None).unwrap();
        assert_eq!(variant.to_string(), "ludoteka");
        assert_eq!(game.legal_moves().len(), 56);
    }

    #[test]
    fn a_rule_change_contradicting_the_variant_is_refused() {
        let changes = vec!["king_armed=true".to_string()];
        let e = resolve_variant(Some("ludoteka:king_armed=false"), &changes).unwrap_err();
        assert_eq!(
            format!("{e:#}"),
            "invalid rule change: king_armed is set twice, to false and to true: give it once"
        );
        let e =
            resolve_variant(None, &["escape=edge".into(), "escape=corners".into()]).unwrap_err();
        assert!(format!("{e:#}").contains("escape is set twice"), "{e:#}");
        // The same value again is accepted.
        let changes = vec!["king_armed=false".to_string()];
        let v = resolve_variant(Some("ludoteka:king_armed=false"), &changes).unwrap();
        assert!(!v.rules.king_armed);
    }

    #[test]
    fn rule_changes_apply_after_the_variant() {
        let changes = vec!["escape=edge".to_string()];
        let v = resolve_variant(Some("ludoteka:king_armed=false"), &changes).unwrap();
        assert!(!v.rules.king_armed);
        assert_eq!(v.rules.escape, tablut_core::Escape::Edge);
    }

    #[test]
    fn errors_say_which_option_is_wrong() {
        let e = resolve_variant(Some("nonsense"), &[]).unwrap_err();
        assert!(format!("{e:#}").starts_with("invalid variant: unknown rule set"));
        let e = resolve_variant(None, &["king_armed".into()]).unwrap_err();
        assert!(format!("{e:#}").starts_with("invalid rule change:"));
        // An unknown flag names the rules asked about.
        let e = resolve_variant(Some("cartier:foo=1"), &[]).unwrap_err();
        assert_eq!(
            format!("{e:#}"),
            "invalid variant: unknown rule flag 'foo'; run `tablut rules cartier` to see every flag"
        );
        let e = resolve_variant(Some("catalan"), &["bar=2".into()]).unwrap_err();
        assert!(
            format!("{e:#}").contains("run `tablut rules catalan`"),
            "{e:#}"
        );
        let e = game_from(None, &[], Some("/9/ d")).unwrap_err();
        assert!(format!("{e:#}").starts_with("invalid position:"));
    }

    #[test]
    fn side_letter_is_optional() {
        let start = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        let (_, game) = game_from(Some("catalan"), &[], Some(start)).unwrap();
        assert_eq!(game.position().to_string(), format!("{start} a"));
    }
}
