//! `tablut rules`: the presets, or every rule of one rule set.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::Result;
use clap::Args;
use tablut_core::{Flag, Preset, Variant};
use tablut_i18n::{game_text, Args as Words, Lang};

use crate::board_view::wrap;
use crate::variant_args::{resolve_variant, RuleArgs};

/// Show the rule presets, or every rule of one rule set
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut rules                                   the six presets\n  \
    tablut rules cartier                           every rule of Cartier's reading\n  \
    tablut rules ludoteka:king_armed=false         a preset with a change (marked *)\n  \
    tablut rules brainking --rule escape=corners\n  \
    tablut rules catalan --lang ca                 explained in Catalan")]
pub struct RulesArgs {
    /// A preset (ludoteka, catalan, brainking, cartier, ashton, ashton-server) or a variant string
    ///
    /// Without it, the presets are listed with their summaries. A variant
    /// string is a preset with comma-separated changes after ':', the form
    /// every other command takes as its rule set.
    ///
    /// Example: tablut rules ludoteka:king_armed=false
    #[arg(value_name = "NAME")]
    name: Option<String>,

    /// The language of the explanations (en, es, ca, nl, it, sv)
    ///
    /// Without it, the language of the environment (LC_ALL, LC_MESSAGES,
    /// LANG), else English.
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,

    #[command(flatten)]
    rules: RuleArgs,
}

/// Runs `tablut rules`.
pub fn run(args: RulesArgs) -> Result<()> {
    let lang = crate::language::chosen(args.lang.as_deref())?;
    let text = if args.name.is_none() && args.rules.rule.is_empty() {
        presets(lang)
    } else {
        table(
            &resolve_variant(args.name.as_deref(), &args.rules.rule)?,
            lang,
        )
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// The presets with their summaries.
fn presets(lang: Lang) -> String {
    let mut out = format!("{}\n\n", lang.t("rules-list-heading"));
    for p in Preset::ALL {
        let _ = writeln!(out, "  {}", p.name());
        for line in wrap(&game_text::preset_summary(lang, p), 70) {
            let _ = writeln!(out, "      {line}");
        }
    }
    out.push('\n');
    for line in wrap(&lang.t("rules-list-footer"), 76) {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// Every rule of `variant`: name, value and meaning; `*` marks a value that
/// differs from the preset.
fn table(variant: &Variant, lang: Lang) -> String {
    let base = variant.preset.rules();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        lang.tr("rules-set", &Words::new().str("name", variant.to_string()))
    );
    let _ = writeln!(
        out,
        "{}",
        lang.tr(
            "rules-preset",
            &Words::new().str("name", variant.preset.name())
        )
    );
    for line in wrap(&game_text::preset_summary(lang, variant.preset), 68) {
        let _ = writeln!(out, "    {line}");
    }
    let _ = writeln!(
        out,
        "\n  {:<23}  {:<9}  {}",
        lang.t("rules-column-rule"),
        lang.t("rules-column-value"),
        lang.t("rules-column-meaning")
    );
    let mut changed = 0;
    for flag in Flag::ALL {
        let value = flag.get(&variant.rules);
        let preset_value = flag.get(&base);
        let mark = if value == preset_value { ' ' } else { '*' };
        let _ = write!(
            out,
            "{mark} {:<23}  {value:<9}  {}",
            flag.name(),
            game_text::flag_meaning(lang, flag)
        );
        if !is_boolean(flag) {
            let _ = write!(out, " [{}]", flag.values());
        }
        if value != preset_value {
            changed += 1;
            let _ = write!(out, " ({}: {preset_value})", variant.preset.name());
        }
        out.push('\n');
    }
    if changed > 0 {
        let _ = writeln!(
            out,
            "\n* {}",
            lang.tr(
                "rules-changed",
                &Words::new()
                    .num("count", changed)
                    .str("preset", variant.preset.name())
            )
        );
    }
    out
}

fn is_boolean(flag: Flag) -> bool {
    flag.values() == "true|false"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_marks_changes() {
        let v: Variant = "ludoteka:king_armed=false".parse().unwrap();
        let text = table(&v, Lang::english());
        assert!(text.contains("* king_armed               false"), "{text}");
        assert!(text.contains("(ludoteka: true)"));
        assert!(text.contains("  king_anvil               true"));
        assert!(text.contains("1 rule differs from ludoteka"));
    }

    #[test]
    fn explained_in_catalan() {
        let v: Variant = "catalan:king_armed=false".parse().unwrap();
        let ca = Lang::from_code("ca").unwrap();
        let text = table(&v, ca);
        assert!(
            text.contains(&game_text::flag_meaning(ca, Flag::KingArmed)),
            "{text}"
        );
        assert_ne!(
            game_text::flag_meaning(ca, Flag::KingArmed),
            Flag::KingArmed.meaning()
        );
        assert!(!text.contains("differs from"), "{text}");
        let summary = wrap(&game_text::preset_summary(ca, Preset::Catalan), 70);
        assert!(presets(ca).contains(&summary[0]));
    }
}
