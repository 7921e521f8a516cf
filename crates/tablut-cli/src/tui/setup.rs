//! The setup screen's state: choose the rule set, the opponent and (against
//! the computer) your side, one list at a time. Pure state; the screen is
//! drawn by [`super::render`].

use tablut_core::{Preset, Side, Variant};
use tablut_engine::Level;
use tablut_i18n::{game_text, Args, Lang};

use super::input::Key;
use super::opponent::{Opponent, Strength};

/// Which question the setup screen asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Which rule set.
    Rules,
    /// A person or the computer (and how strong).
    Opponent,
    /// Which side the person plays against the computer.
    Side,
}

/// One line of a setup list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// What is chosen.
    pub label: String,
    /// What it means.
    pub detail: String,
}

/// What a key did to the setup screen.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupResult {
    /// Still choosing.
    Choosing,
    /// Everything is chosen: start this game.
    Start {
        /// The rules.
        variant: Variant,
        /// Who plays.
        opponent: Opponent,
    },
    /// Backed out of the first question.
    Cancel,
    /// `q`: leave the program.
    Quit,
}

/// The setup screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    lang: Lang,
    step: Step,
    variants: Vec<Variant>,
    strengths: Vec<Strength>,
    variant: usize,
    /// 0 is a person; `i > 0` is `strengths[i - 1]`.
    opponent: usize,
    /// 0 attackers, 1 defenders.
    side: usize,
    /// Whether the side was given (a computer game's) or chosen here;
    /// otherwise the side that moves first under the chosen rules is
    /// offered, as `play --side` does by default.
    side_chosen: bool,
}

const SIDES: [Side; 2] = [Side::Attackers, Side::Defenders];

impl Setup {
    /// A setup screen with `variant` and `opponent` chosen in advance. A
    /// variant with changed rules, or an unusual strength, is offered
    /// besides the presets and levels. Its words are in `lang`.
    pub fn new(lang: Lang, variant: Variant, opponent: Opponent) -> Setup {
        let mut variants: Vec<Variant> = Preset::ALL.into_iter().map(Variant::preset).collect();
        if !variants.contains(&variant) {
            variants.push(variant);
        }
        let mut strengths: Vec<Strength> = Level::ALL.into_iter().map(Strength::Level).collect();
        let side_chosen = matches!(opponent, Opponent::Computer { .. });
        let (opponent_index, side) = match opponent {
            Opponent::Human => (0, variant.rules.first),
            Opponent::Computer { human, strength } => {
                if !strengths.contains(&strength) {
                    strengths.push(strength);
                }
                let i = strengths.iter().position(|s| *s == strength).unwrap_or(0);
                (i + 1, human)
            }
        };
        Setup {
            lang,
            step: Step::Rules,
            variant: variants.iter().position(|v| *v == variant).unwrap_or(0),
            variants,
            opponent: opponent_index,
            strengths,
            side: SIDES.iter().position(|s| *s == side).unwrap_or(1),
            side_chosen,
        }
    }

    /// The question being asked.
    pub fn step(&self) -> Step {
        self.step
    }

    /// The question as a title.
    pub fn title(&self) -> String {
        self.lang.t(match self.step {
            Step::Rules => "tui-setup-rules",
            Step::Opponent => "tui-setup-opponent",
            Step::Side => "tui-setup-side",
        })
    }

    /// The choices of the current question.
    pub fn items(&self) -> Vec<Item> {
        let lang = self.lang;
        match self.step {
            Step::Rules => self
                .variants
                .iter()
                .map(|v| Item {
                    label: v.to_string(),
                    detail: if v.changes().is_empty() {
                        game_text::preset_summary(lang, v.preset)
                    } else {
                        lang.tr(
                            "tui-setup-changed",
                            &Args::new().str("preset", v.preset.name()),
                        )
                    },
                })
                .collect(),
            Step::Opponent => std::iter::once(Item {
                label: lang.t("tui-setup-person"),
                detail: lang.t("tui-setup-person-detail"),
            })
            .chain(self.strengths.iter().map(|s| Item {
                label: lang.tr(
                    "tui-setup-computer",
                    &Args::new().str("strength", s.name(lang)),
                ),
                detail: s.describe(lang),
            }))
            .collect(),
            Step::Side => {
                let first = self.variants[self.variant].rules.first;
                SIDES
                    .iter()
                    .map(|&side| {
                        let mut detail = lang.tr(
                            "tui-setup-side-detail",
                            &Args::new().str("side", game_text::side_key(side)),
                        );
                        if side == first {
                            detail = format!("{detail}; {}", lang.t("tui-setup-moves-first"));
                        }
                        Item {
                            label: game_text::side_title(lang, side),
                            detail,
                        }
                    })
                    .collect()
            }
        }
    }

    /// The highlighted choice of the current question.
    pub fn selected(&self) -> usize {
        match self.step {
            Step::Rules => self.variant,
            Step::Opponent => self.opponent,
            Step::Side => self.side,
        }
    }

    /// Highlights choice `index` of the current question (a click, or a digit).
    pub fn select(&mut self, index: usize) {
        if index < self.items().len() {
            *self.selected_mut() = index;
            self.side_chosen |= self.step == Step::Side;
        }
    }

    fn selected_mut(&mut self) -> &mut usize {
        match self.step {
            Step::Rules => &mut self.variant,
            Step::Opponent => &mut self.opponent,
            Step::Side => &mut self.side,
        }
    }

    /// Reacts to a key.
    pub fn handle(&mut self, key: Key) -> SetupResult {
        let count = self.items().len();
        match key {
            Key::Up | Key::Char('k') => {
                let i = self.selected_mut();
                *i = (*i + count - 1) % count;
                self.side_chosen |= self.step == Step::Side;
            }
            Key::Down | Key::Char('j') | Key::Tab => {
                let i = self.selected_mut();
                *i = (*i + 1) % count;
                self.side_chosen |= self.step == Step::Side;
            }
            Key::Char(c @ '1'..='9') => {
                let index = c as usize - '1' as usize;
                if index < count {
                    self.select(index);
                    return self.next();
                }
            }
            Key::Enter | Key::Char(' ') | Key::Right | Key::Char('l') => return self.next(),
            Key::Esc | Key::Backspace | Key::Left | Key::Char('h') => return self.back(),
            Key::Char('q') | Key::Interrupt => return SetupResult::Quit,
            _ => {}
        }
        SetupResult::Choosing
    }

    /// Confirms the current choice.
    pub fn next(&mut self) -> SetupResult {
        match self.step {
            Step::Rules => self.step = Step::Opponent,
            Step::Opponent if self.opponent == 0 => return self.finish(),
            Step::Opponent => {
                self.step = Step::Side;
                if !self.side_chosen {
                    let first = self.variants[self.variant].rules.first;
                    self.side = SIDES.iter().position(|s| *s == first).unwrap_or(1);
                }
            }
            Step::Side => return self.finish(),
        }
        SetupResult::Choosing
    }

    fn back(&mut self) -> SetupResult {
        match self.step {
            Step::Rules => return SetupResult::Cancel,
            Step::Opponent => self.step = Step::Rules,
            Step::Side => self.step = Step::Opponent,
        }
        SetupResult::Choosing
    }

    fn finish(&self) -> SetupResult {
        let opponent = match self.opponent {
            0 => Opponent::Human,
            i => Opponent::Computer {
                human: SIDES[self.side],
                strength: self.strengths[i - 1],
            },
        };
        SetupResult::Start {
            variant: self.variants[self.variant],
            opponent,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn rules_then_opponent_then_side() {
        let mut s = Setup::new(Lang::english(), Variant::default(), Opponent::Human);
        assert_eq!(s.step(), Step::Rules);
        assert_eq!(s.items().len(), 6);
        assert_eq!(s.items()[3].label, "cartier");
        assert_eq!(s.items()[5].label, "ashton-server");
        assert_eq!(s.handle(Key::Down), SetupResult::Choosing);
        assert_eq!(s.handle(Key::Enter), SetupResult::Choosing);
        assert_eq!(s.step(), Step::Opponent);
        assert_eq!(s.items()[3].label, "computer, medium");
        s.handle(Key::Char('4'));
        assert_eq!(s.step(), Step::Side);
        // Catalan: the attackers move first.
        assert!(s.items()[0].detail.ends_with("moves first"));
        assert_eq!(
            s.handle(Key::Char('2')),
            SetupResult::Start {
                variant: Variant::preset(Preset::Catalan),
                opponent: Opponent::Computer {
                    human: Side::Defenders,
                    strength: Strength::Level(Level::Medium)
                }
            }
        );
    }

    #[test]
    fn the_side_offered_is_the_one_that_moves_first() {
        // As `play --side` without a side: under the rules chosen here, not
        // the ones the screen opened with (it offered the second side).
        for (digit, first) in [('1', Side::Defenders), ('4', Side::Attackers)] {
            let mut s = Setup::new(Lang::english(), Variant::default(), Opponent::Human);
            s.handle(Key::Char(digit));
            s.handle(Key::Char('2'));
            assert_eq!(s.step(), Step::Side);
            match s.handle(Key::Enter) {
                SetupResult::Start {
                    opponent: Opponent::Computer { human, .. },
                    ..
                } => assert_eq!(human, first, "rules {digit}"),
                other => panic!("{other:?}"),
            }
        }
        // A side chosen before is kept.
        let mut s = Setup::new(
            Lang::english(),
            Variant::default(),
            Opponent::Computer {
                human: Side::Attackers,
                strength: Strength::DEFAULT,
            },
        );
        s.handle(Key::Enter);
        s.handle(Key::Enter);
        assert_eq!(s.selected(), 0);
    }

    #[test]
    fn a_person_needs_no_side_and_escape_goes_back() {
        let mut s = Setup::new(Lang::english(), Variant::default(), Opponent::Human);
        s.handle(Key::Enter);
        assert_eq!(s.handle(Key::Esc), SetupResult::Choosing);
        assert_eq!(s.step(), Step::Rules);
        assert_eq!(s.handle(Key::Esc), SetupResult::Cancel);
        s.handle(Key::Enter);
        assert_eq!(
            s.handle(Key::Enter),
            SetupResult::Start {
                variant: Variant::default(),
                opponent: Opponent::Human
            }
        );
    }

    #[test]
    fn unusual_choices_are_offered_too() {
        let variant: Variant = "ludoteka:king_armed=false".parse().unwrap();
        let strength = Strength::Movetime(Duration::from_millis(2500));
        let s = Setup::new(
            Lang::english(),
            variant,
            Opponent::Computer {
                human: Side::Attackers,
                strength,
            },
        );
        assert_eq!(s.items().len(), 7);
        assert_eq!(s.selected(), 6);
        let mut s = s;
        s.handle(Key::Enter);
        assert_eq!(s.selected(), 6);
        assert_eq!(s.items()[6].label, "computer, 2.5 s per move");
    }
}
