//! `tablut rules`: the presets, or every rule of one rule set.

use std::fmt::Write as _;
use std::io::{self, Write};

use anyhow::Result;
use clap::Args;
use tablut_core::{Flag, Preset, Variant};

use crate::board_view::wrap;
use crate::variant_args::{resolve_variant, RuleArgs};

/// Show the rule presets, or every rule of one rule set
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut rules                                   the six presets\n  \
    tablut rules cartier                           every rule of Cartier's reading\n  \
    tablut rules ludoteka:king_armed=false         a preset with a change (marked *)\n  \
    tablut rules brainking --rule escape=corners")]
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

    #[command(flatten)]
    rules: RuleArgs,
}

/// Runs `tablut rules`.
pub fn run(args: RulesArgs) -> Result<()> {
    let text = if args.name.is_none() && args.rules.rule.is_empty() {
        presets()
    } else {
        table(&resolve_variant(args.name.as_deref(), &args.rules.rule)?)
    };
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// The presets with their summaries.
fn presets() -> String {
    let mut out = String::from("Rule sets (choose one with --variant NAME):\n\n");
    for p in Preset::ALL {
        let _ = writeln!(out, "  {}", p.name());
        for line in wrap(p.summary(), 70) {
            let _ = writeln!(out, "      {line}");
        }
    }
    out.push_str(
        "\nSee every rule of one with `tablut rules NAME`; change single rules with\n\
         --rule NAME=VALUE or a variant string like ludoteka:king_armed=false.\n",
    );
    out
}

/// Every rule of `variant`: name, value and meaning; `*` marks a value that
/// differs from the preset.
fn table(variant: &Variant) -> String {
    let base = variant.preset.rules();
    let mut out = String::new();
    let _ = writeln!(out, "Rule set: {variant}");
    let _ = writeln!(out, "Preset:   {}", variant.preset.name());
    for line in wrap(variant.preset.summary(), 68) {
        let _ = writeln!(out, "          {line}");
    }
    let _ = writeln!(out, "\n  {:<23}  {:<9}  meaning", "rule", "value");
    let mut changed = 0;
    for flag in Flag::ALL {
        let value = flag.get(&variant.rules);
        let preset_value = flag.get(&base);
        let mark = if value == preset_value { ' ' } else { '*' };
        let _ = write!(
            out,
            "{mark} {:<23}  {value:<9}  {}",
            flag.name(),
            flag.meaning()
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
            "\n* {changed} rule{} differ{} from {}.",
            if changed == 1 { "" } else { "s" },
            if changed == 1 { "s" } else { "" },
            variant.preset.name()
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
        let text = table(&v);
        assert!(text.contains("* king_armed               false"), "{text}");
        assert!(text.contains("(ludoteka: true)"));
        assert!(text.contains("  king_anvil               true"));
        assert!(text.contains("1 rule differs from ludoteka"));
    }
}
