//! OpenTafl rules records (opentafl-notation-spec.txt §3) to and from
//! [`Rules`]. OpenTafl describes rules by piece lists per special square;
//! tablut by named decisions. Writing maps each decision to the entries
//! that express it; reading accepts every entry a 9×9 Tablut can use and
//! refuses, by name, the ones tablut cannot play.

use thiserror::Error;

use crate::piece::Side;
use crate::rules::{Escape, Repetition, Rules};
use crate::setup::{ParseSetupError, Setup};

/// Why an OpenTafl rules record cannot be read as Tablut rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OtnRulesError {
    /// An entry that is not `key:value`.
    #[error("'{0}' is not a rules entry: entries are written key:value, like esc:e")]
    Syntax(String),
    /// The board is not 9×9.
    #[error("the rules are for a {0}×{0} board; tablut plays 9×9 Tablut only")]
    Dimension(String),
    /// No `dim:` entry.
    #[error("the rules record has no board size (dim:9)")]
    NoDimension,
    /// No start position.
    #[error("the rules record has no starting position (start:/…/)")]
    NoStart,
    /// A value that the key does not take.
    #[error("'{value}' is not a valid value for rules entry {key}")]
    BadValue {
        /// The entry's key.
        key: String,
        /// Its value.
        value: String,
    },
    /// An option tablut cannot play.
    #[error("rules option {key}:{value} ({what}) is not supported by tablut")]
    Unsupported {
        /// The entry's key.
        key: String,
        /// Its value.
        value: String,
        /// What it means.
        what: &'static str,
    },
    /// The start position is malformed.
    #[error("the starting position: {0}")]
    Start(#[from] ParseSetupError),
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "y"
    } else {
        "n"
    }
}

/// Writes `rules` with `start` (its board; the side to move comes from
/// `atkf`) as an OpenTafl rules record.
pub fn write_rules(rules: &Rules, start: &Setup) -> String {
    let mut e: Vec<String> = vec!["dim:9".into(), "name:Tablut".into()];
    e.push(format!(
        "esc:{}",
        match rules.escape {
            Escape::Corners => "c",
            Escape::Edge => "e",
        }
    ));
    e.push("surf:n".into());
    e.push(format!("atkf:{}", yes_no(rules.first == Side::Attackers)));
    e.push(format!(
        "tfr:{}",
        match rules.repetition {
            Repetition::Draw => "d",
            // OpenTafl has no "must vary" rule; ignoring repetition is the
            // nearest it can play (no draw), and tablut's own records carry
            // the exact rule in their variant tag.
            Repetition::Vary | Repetition::Ignore => "i",
        }
    ));
    e.push(format!(
        "ka:{}",
        match (rules.king_armed, rules.king_anvil) {
            (true, true) => "y",
            (false, false) => "n",
            (false, true) => "a",
            (true, false) => "h",
        }
    ));
    e.push(format!(
        "ks:{}",
        // `m` makes the edge hostile to the king; a capture beside a corner
        // alone is expressed by the corner being hostile to the king (corh).
        if rules.king_custodial {
            "c"
        } else if rules.king_edge_capture {
            "m"
        } else {
            "s"
        }
    ));
    let special_corners = rules.escape == Escape::Corners
        || rules.corners_king_only
        || rules.corner_hostile
        || rules.king_corner_capture;
    if special_corners {
        e.push(format!(
            "cors:{}",
            if rules.corners_king_only { "K" } else { "tTK" }
        ));
        e.push("corp:K".into());
        // Written out although it is OpenTafl's documented default: OpenTafl
        // 0.4.8 reads a missing `corre` as "nobody", which keeps the king
        // out of the corners.
        e.push(format!(
            "corre:{}",
            if rules.corners_king_only { "K" } else { "tTK" }
        ));
        let mut h = String::new();
        if rules.corner_hostile {
            h.push_str("tT");
        }
        if rules.king_corner_capture {
            h.push('K');
        }
        e.push(format!("corh:{h}"));
    } else {
        e.push("cor:".into());
    }
    e.push(format!("cenh:{}", if rules.king_anvil { "t" } else { "" }));
    e.push(format!(
        "cenhe:{}",
        if rules.throne_hostile { "tTK" } else { "K" }
    ));
    e.push(format!(
        "cenp:{}",
        if rules.throne_crossable { "tTK" } else { "" }
    ));
    // OpenTafl lets a piece pass over the centre only if it may also
    // "re-enter" it (cenre), and lets it stop there only if listed in cens.
    e.push(format!(
        "cens:{}",
        if rules.king_reenter { "K" } else { "" }
    ));
    e.push(format!(
        "cenre:{}",
        if rules.throne_crossable {
            "tTK"
        } else if rules.king_reenter {
            "K"
        } else {
            ""
        }
    ));
    e.push(format!("linc:{}", yes_no(rules.linnaean_throne)));
    e.push(format!("start:{}", start.board_record()));
    e.join(" ")
}

/// Reads an OpenTafl rules record into tablut rules (starting from
/// `base` for what the record leaves out, OpenTafl defaults otherwise) and
/// the start board, with the side to move set by `atkf`.
pub fn read_rules(record: &str) -> Result<(Rules, Setup), OtnRulesError> {
    // OpenTafl's defaults: corner escape, attackers first, strong armed king,
    // threefold draw, empty centre hostile to all, corners king-only and
    // hostile to all.
    let mut r = Rules::LUDOTEKA;
    r.first = Side::Attackers;
    r.king_edge_capture = false;
    r.king_corner_capture = true;
    r.throne_hostile = true;
    let mut start = None;
    let mut dim = None;
    // OpenTafl's defaults: everyone passes and re-enters, only the king stops.
    let (mut cen_pass, mut cen_stop_king) = (None, None);
    let (mut cen_reenter_soldiers, mut cen_reenter_king) = (None, None);
    let mut corners_exist = true;
    for token in record.split_whitespace() {
        let (key, value) = token
            .split_once(':')
            .ok_or_else(|| OtnRulesError::Syntax(token.chars().take(40).collect()))?;
        let bad = || OtnRulesError::BadValue {
            key: key.into(),
            value: value.chars().take(40).collect(),
        };
        let unsupported = |what| OtnRulesError::Unsupported {
            key: key.into(),
            value: value.chars().take(40).collect(),
            what,
        };
        let has = |c: char| value.contains(c);
        let yn = || match value {
            "y" => Ok(true),
            "n" => Ok(false),
            _ => Err(bad()),
        };
        match key {
            "dim" => {
                if value != "9" {
                    return Err(OtnRulesError::Dimension(value.chars().take(8).collect()));
                }
                dim = Some(9);
            }
            "name" | "surf" => {}
            "esc" => {
                r.escape = match value {
                    "c" => Escape::Corners,
                    "e" => Escape::Edge,
                    _ => return Err(bad()),
                }
            }
            "atkf" => {
                r.first = if yn()? {
                    Side::Attackers
                } else {
                    Side::Defenders
                }
            }
            "tfr" => {
                r.repetition = match value {
                    "d" => Repetition::Draw,
                    "i" => Repetition::Ignore,
                    "w" | "l" => {
                        return Err(unsupported("threefold repetition decides the winner"))
                    }
                    _ => return Err(bad()),
                }
            }
            "ka" => {
                (r.king_armed, r.king_anvil) = match value {
                    "y" => (true, true),
                    "n" => (false, false),
                    "a" => (false, true),
                    "h" => (true, false),
                    _ => return Err(bad()),
                }
            }
            "ks" => match value {
                "s" | "y" => {
                    r.king_edge_capture = false;
                    r.king_custodial = false;
                }
                "m" => {
                    r.king_edge_capture = true;
                    r.king_custodial = false;
                }
                "c" => {
                    r.king_edge_capture = false;
                    r.king_custodial = true;
                }
                "w" | "n" => {
                    return Err(unsupported(
                        "a king captured by two everywhere, even on the throne",
                    ))
                }
                _ => return Err(bad()),
            },
            "kj" | "nj" | "cj" | "mj" | "gj" => {
                if value != "n" {
                    return Err(unsupported("jumping pieces"));
                }
            }
            "cor" => {
                if value.trim_matches(',').is_empty() {
                    corners_exist = false;
                } else {
                    let mut list: Vec<&str> = value.split(',').filter(|s| !s.is_empty()).collect();
                    list.sort_unstable();
                    if list != ["a1", "a9", "i1", "i9"] && value != "default" {
                        return Err(unsupported("corner spaces other than the four corners"));
                    }
                }
            }
            "cen" => {
                if !(value.is_empty() || value == "e5" || value == "e5," || value == "default") {
                    return Err(unsupported("a centre other than e5"));
                }
            }
            "corh" => {
                r.corner_hostile = has('t') || has('T');
                r.king_corner_capture = has('K') || has('k');
            }
            "cors" => r.corners_king_only = !(has('t') || has('T')),
            "corp" | "corre" | "aforh" | "dforh" | "aforp" | "dforp" | "afors" | "dfors"
            | "aforre" | "dforre" => {}
            "cenh" => r.king_anvil = r.king_anvil && (has('t') || value.is_empty()),
            "cenhe" => r.throne_hostile = has('t') || has('T'),
            "cenp" => cen_pass = Some(has('t') || has('T')),
            "cens" => cen_stop_king = Some(has('K') || has('k')),
            "cenre" => {
                cen_reenter_soldiers = Some(has('t') || has('T'));
                cen_reenter_king = Some(has('K') || has('k'));
            }
            "afor" | "dfor" => {
                if !value.is_empty() {
                    return Err(unsupported("fortress spaces"));
                }
            }
            "sw" => {
                if value != "n" {
                    return Err(unsupported("shieldwall captures"));
                }
            }
            "swf" => {}
            "efe" => {
                if yn()? {
                    return Err(unsupported("edge fort escape"));
                }
            }
            "linc" => r.linnaean_throne = yn()?,
            "ber" => {
                if value != "n" {
                    return Err(unsupported("berserk moves"));
                }
            }
            "spd" => {
                if value != "-1" {
                    return Err(unsupported("speed limits"));
                }
            }
            "start" => start = Some(Setup::from_board_record(value, Side::Attackers)?),
            "starti" => {
                let rows: Vec<&str> = value.trim_matches('/').split('/').collect();
                let flipped = format!(
                    "/{}/",
                    rows.iter().rev().copied().collect::<Vec<_>>().join("/")
                );
                start = Some(Setup::from_board_record(&flipped, Side::Attackers)?);
            }
            _ => return Err(unsupported("an option tablut does not know")),
        }
    }
    if dim.is_none() {
        return Err(OtnRulesError::NoDimension);
    }
    // A piece passes over the centre only if it may both pass and re-enter.
    r.throne_crossable = cen_pass.unwrap_or(true) && cen_reenter_soldiers.unwrap_or(true);
    r.king_reenter = cen_stop_king.unwrap_or(true) && cen_reenter_king.unwrap_or(true);
    if !corners_exist {
        if r.escape == Escape::Corners {
            return Err(OtnRulesError::Unsupported {
                key: "cor".into(),
                value: String::new(),
                what: "corner escape without corner spaces",
            });
        }
        r.corners_king_only = false;
        r.corner_hostile = false;
        r.king_corner_capture = false;
    }
    if r.escape == Escape::Edge {
        // The king on the edge has escaped, so edge captures never arise.
        r.king_edge_capture = false;
        r.king_corner_capture = false;
    }
    let mut setup = start.ok_or(OtnRulesError::NoStart)?;
    setup.side_to_move = r.first;
    Ok((r, setup))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn presets_survive_a_round_trip_through_otn() {
        for p in Preset::ALL {
            let rules = p.rules();
            let text = write_rules(&rules, &Setup::start(rules.first));
            let (back, setup) = read_rules(&text).unwrap();
            let mut want = rules;
            if want.repetition == Repetition::Vary {
                want.repetition = Repetition::Ignore;
            }
            assert_eq!(back, want, "{p}: {text}");
            assert_eq!(setup, Setup::start(rules.first));
        }
    }

    #[test]
    fn opentafl_examples_load_or_are_refused_by_name() {
        let sea_battle = "dim:9 esc:e ka:n cen: cenhe: cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        let (r, _) = read_rules(sea_battle).unwrap();
        assert_eq!(r.escape, Escape::Edge);
        assert!(!r.king_armed && !r.throne_hostile);
        let fetlar = "dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
        assert_eq!(
            read_rules(fetlar).unwrap_err(),
            OtnRulesError::Dimension("11".into())
        );
        let berserk = "dim:9 ber:c start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";
        assert!(matches!(
            read_rules(berserk).unwrap_err(),
            OtnRulesError::Unsupported { key, .. } if key == "ber"
        ));
    }
}
