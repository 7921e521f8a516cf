//! SVG charts of the tools' results: the balance chart of `tablut
//! balance`, written by hand (a few hundred lines of SVG need no library).

use std::fmt::Write as _;

use crate::balance::PresetStats;

/// `text` made safe inside XML text and attribute values.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 does not allow at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Colours of the three results in the chart.
const ATTACKERS_COLOUR: &str = "#b2443a";
const DRAWS_COLOUR: &str = "#b8b8b8";
const DEFENDERS_COLOUR: &str = "#3a6fb2";
const ATTACKERS_WHISKER: &str = "#6b1d16";
const DEFENDERS_WHISKER: &str = "#163a66";

/// An SVG chart of `stats`: one stacked horizontal bar per preset
/// (attackers' wins, draws, defenders' wins, as shares of the games),
/// the 95% intervals of the two win rates as whiskers, the figures as
/// text, a title, a `subtitle` (say, the settings; one line of text per
/// line), a legend and an axis.
pub fn svg(stats: &[PresetStats], title: &str, subtitle: &str) -> String {
    const WIDTH: f64 = 980.0;
    const LEFT: f64 = 120.0;
    const BAR: f64 = 480.0;
    const ROW: f64 = 56.0;
    const THICK: f64 = 24.0;
    let subtitle: Vec<&str> = subtitle.lines().collect();
    // Everything below the subtitle moves down by its extra lines.
    let extra = 15.0 * subtitle.len().saturating_sub(1) as f64;
    let top = 112.0 + extra;
    let height = top + ROW * stats.len() as f64 + 58.0;
    let x = |fraction: f64| LEFT + BAR * fraction.clamp(0.0, 1.0);
    let mut s = String::new();
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="13">"#
    );
    let _ = writeln!(s, "<title>{}</title>", xml_escape(title));
    let _ = writeln!(
        s,
        r##"<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        s,
        r#"<text x="20" y="28" font-size="18" font-weight="bold">{}</text>"#,
        xml_escape(title)
    );
    for (i, line) in subtitle.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<text x="20" y="{}" font-size="12" fill="#444444">{}</text>"##,
            48.0 + 15.0 * i as f64,
            xml_escape(line)
        );
    }
    // Legend.
    let mut lx = LEFT;
    for (colour, label) in [
        (ATTACKERS_COLOUR, "attackers win"),
        (DRAWS_COLOUR, "draw"),
        (DEFENDERS_COLOUR, "defenders win"),
        ("none", "95% interval of each win rate (Wilson)"),
    ] {
        if colour == "none" {
            let _ = writeln!(
                s,
                r##"<path d="M {} {} H {} M {} {} V {} M {} {} V {}" stroke="#000000" stroke-width="1.5" fill="none"/>"##,
                lx,
                68.0 + extra,
                lx + 14.0,
                lx,
                64.0 + extra,
                72.0 + extra,
                lx + 14.0,
                64.0 + extra,
                72.0 + extra
            );
        } else {
            let _ = writeln!(
                s,
                r#"<rect x="{lx}" y="{}" width="14" height="12" fill="{colour}"/>"#,
                62.0 + extra
            );
        }
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{}</text>"#,
            lx + 19.0,
            73.0 + extra,
            xml_escape(label)
        );
        lx += 30.0 + 8.0 * label.len() as f64;
    }
    // Grid and axis.
    let bottom = top + ROW * stats.len() as f64;
    for tick in 0..=4 {
        let f = f64::from(tick) / 4.0;
        let dash = if tick == 2 {
            r#" stroke-dasharray="4 3""#
        } else {
            ""
        };
        let _ = writeln!(
            s,
            r##"<line x1="{0}" y1="{1}" x2="{0}" y2="{2}" stroke="#888888" stroke-width="0.6"{dash}/>"##,
            x(f),
            top - 6.0,
            bottom + 2.0
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="middle" font-size="11">{}%</text>"#,
            x(f),
            bottom + 17.0,
            tick * 25
        );
    }
    let _ = writeln!(
        s,
        r##"<line x1="{LEFT}" y1="{bottom}" x2="{}" y2="{bottom}" stroke="#000000" stroke-width="1"/>"##,
        x(1.0)
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" text-anchor="middle" font-size="12">share of games (attackers' wins from the left, defenders' wins from the right)</text>"#,
        x(0.5),
        bottom + 36.0
    );
    let _ = writeln!(
        s,
        r#"<text x="{}" y="{}" font-size="12" font-weight="bold">attackers win · draw · defenders win (95% intervals)</text>"#,
        x(1.0) + 16.0,
        top - 12.0
    );
    // One bar per preset.
    for (i, st) in stats.iter().enumerate() {
        let y = top + ROW * i as f64 + 8.0;
        let mid = y + THICK / 2.0;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="end" font-weight="bold">{}</text>"#,
            LEFT - 10.0,
            mid - 1.0,
            xml_escape(&st.preset)
        );
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" text-anchor="end" font-size="11" fill="#444444">{} games</text>"##,
            LEFT - 10.0,
            mid + 13.0,
            st.games
        );
        let a = st.attackers.rate;
        let d = st.draws.rate;
        let segments = [
            (0.0, a, ATTACKERS_COLOUR, "attackers win", &st.attackers),
            (a, a + d, DRAWS_COLOUR, "draw", &st.draws),
            (a + d, 1.0, DEFENDERS_COLOUR, "defenders win", &st.defenders),
        ];
        for (from, to, colour, label, share) in segments {
            if st.games == 0 || to <= from {
                continue;
            }
            let _ = writeln!(
                s,
                r#"<rect x="{:.2}" y="{y}" width="{:.2}" height="{THICK}" fill="{colour}"><title>{}</title></rect>"#,
                x(from),
                x(to) - x(from),
                xml_escape(&format!(
                    "{}: {} of {} games, {}",
                    label,
                    share.count,
                    st.games,
                    share.text()
                ))
            );
            if x(to) - x(from) >= 34.0 {
                let _ = writeln!(
                    s,
                    r##"<text x="{:.2}" y="{}" text-anchor="middle" font-size="11" fill="{}">{:.0}%</text>"##,
                    (x(from) + x(to)) / 2.0,
                    mid + 4.0,
                    if colour == DRAWS_COLOUR {
                        "#000000"
                    } else {
                        "#ffffff"
                    },
                    100.0 * share.rate
                );
            }
        }
        // Whiskers under the bar: the attackers' interval (upper, red) is
        // where their segment may end, the defenders' (lower, blue) where
        // theirs may begin; a tick joins each to its segment's edge.
        if st.games > 0 {
            for (k, (lo, hi, at, colour)) in [
                (st.attackers.low, st.attackers.high, a, ATTACKERS_WHISKER),
                (
                    1.0 - st.defenders.high,
                    1.0 - st.defenders.low,
                    a + d,
                    DEFENDERS_WHISKER,
                ),
            ]
            .into_iter()
            .enumerate()
            {
                let wy = y + THICK + 4.0 + 6.0 * k as f64;
                let _ = writeln!(
                    s,
                    r#"<path d="M {:.2} {wy} H {:.2} M {:.2} {} V {} M {:.2} {} V {} M {:.2} {} V {wy}" stroke="{colour}" stroke-width="1.5" fill="none"/>"#,
                    x(lo),
                    x(hi),
                    x(lo),
                    wy - 2.5,
                    wy + 2.5,
                    x(hi),
                    wy - 2.5,
                    wy + 2.5,
                    x(at),
                    y + THICK,
                );
            }
        }
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" font-size="12">{}</text>"#,
            x(1.0) + 16.0,
            mid - 1.0,
            xml_escape(&format!(
                "{:.0}% ({:.0}–{:.0}) · {:.0}% ({:.0}–{:.0}) · {:.0}% ({:.0}–{:.0})",
                100.0 * st.attackers.rate,
                100.0 * st.attackers.low,
                100.0 * st.attackers.high,
                100.0 * st.draws.rate,
                100.0 * st.draws.low,
                100.0 * st.draws.high,
                100.0 * st.defenders.rate,
                100.0 * st.defenders.low,
                100.0 * st.defenders.high,
            ))
        );
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="11" fill="#444444">{}</text>"##,
            x(1.0) + 16.0,
            mid + 13.0,
            xml_escape(&format!(
                "{:.0} plies on average; {} of the draws by the ply cap",
                st.average_plies, st.adjudicated
            ))
        );
    }
    s.push_str("</svg>\n");
    s
}

/// The graph of a reviewed game: the attackers' winning chances after
/// every move (1 at the top: the attackers win; 0 at the bottom: the
/// defenders win), the start at ½ on the left, mistakes marked in orange
/// and blunders in red, with a title.
pub fn review_svg(reviews: &[tablut_engine::review::PlyReview], title: &str) -> String {
    use tablut_engine::review::Class;
    const WIDTH: f64 = 900.0;
    const HEIGHT: f64 = 300.0;
    const LEFT: f64 = 60.0;
    const RIGHT: f64 = 20.0;
    const TOP: f64 = 50.0;
    const BOTTOM: f64 = 40.0;
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let n = reviews.len().max(1) as f64;
    let x = |ply: f64| LEFT + plot_w * ply / n;
    let y = |chance: f64| TOP + plot_h * (1.0 - chance.clamp(0.0, 1.0));
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="22" font-size="16" font-weight="bold">{}</text>"#,
        xml_escape(&format!("Attackers' winning chances — {title}"))
    );
    // The two halves: the attackers' side above, the defenders' below.
    let mid = y(0.5);
    let _ = writeln!(
        s,
        r#"<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{}" fill="{ATTACKERS_COLOUR}" fill-opacity="0.08"/>"#,
        plot_h / 2.0
    );
    let _ = writeln!(
        s,
        r#"<rect x="{LEFT}" y="{mid}" width="{plot_w}" height="{}" fill="{DEFENDERS_COLOUR}" fill-opacity="0.08"/>"#,
        plot_h / 2.0
    );
    for (chance, label) in [
        (1.0, "100%"),
        (0.75, "75%"),
        (0.5, "50%"),
        (0.25, "25%"),
        (0.0, "0%"),
    ] {
        let yy = y(chance);
        let _ = writeln!(
            s,
            r##"<line x1="{LEFT}" y1="{yy}" x2="{}" y2="{yy}" stroke="#ccc"/><text x="{}" y="{}" text-anchor="end">{label}</text>"##,
            LEFT + plot_w,
            LEFT - 6.0,
            yy + 4.0
        );
    }
    let mut points = vec![format!("{:.1},{:.1}", x(0.0), y(0.5))];
    let mut marks = String::new();
    for r in reviews {
        let (px, py) = (x(r.ply as f64), y(r.attackers_chance()));
        points.push(format!("{px:.1},{py:.1}"));
        let colour = match r.class {
            Class::Blunder => Some("#d62728"),
            Class::Mistake => Some("#ff7f0e"),
            _ => None,
        };
        if let Some(colour) = colour {
            let _ = writeln!(
                marks,
                r#"<circle cx="{px:.1}" cy="{py:.1}" r="4.5" fill="{colour}"><title>{}</title></circle>"#,
                xml_escape(&format!(
                    "{}. {} {}: {} (better {})",
                    r.ply,
                    r.side.name(),
                    r.mv,
                    r.class.name(),
                    r.best
                ))
            );
        }
    }
    let _ = writeln!(
        s,
        r##"<polyline points="{}" fill="none" stroke="#333" stroke-width="2"/>"##,
        points.join(" ")
    );
    s.push_str(&marks);
    // The x axis: plies.
    let step = ((n / 10.0).ceil() as usize).max(1);
    for ply in (0..=reviews.len()).step_by(step) {
        let xx = x(ply as f64);
        let _ = writeln!(
            s,
            r#"<text x="{xx:.1}" y="{}" text-anchor="middle">{ply}</text>"#,
            TOP + plot_h + 16.0
        );
    }
    let _ = writeln!(
        s,
        r##"<text x="{}" y="{}" text-anchor="middle">ply</text><circle cx="{}" cy="36" r="4.5" fill="#ff7f0e"/><text x="{}" y="40">mistake</text><circle cx="{}" cy="36" r="4.5" fill="#d62728"/><text x="{}" y="40">blunder</text>"##,
        LEFT + plot_w / 2.0,
        HEIGHT - 6.0,
        WIDTH - 170.0,
        WIDTH - 160.0,
        WIDTH - 95.0,
        WIDTH - 85.0
    );
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::balance::tests::sample;

    /// A small XML well-formedness check: every tag closed in order,
    /// attributes quoted, entities known, nothing outside the root.
    fn well_formed(xml: &str) -> Result<usize, String> {
        let body = xml
            .strip_prefix(r#"<?xml version="1.0" encoding="UTF-8"?>"#)
            .ok_or("no XML declaration")?;
        let mut stack: Vec<&str> = Vec::new();
        let mut elements = 0;
        let mut rest = body;
        let mut seen_root = false;
        let check_text = |t: &str| -> Result<(), String> {
            let mut t = t;
            while let Some(i) = t.find('&') {
                let end = t[i..].find(';').ok_or("unterminated entity")?;
                let entity = &t[i + 1..i + end];
                if !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                    return Err(format!("unknown entity &{entity};"));
                }
                t = &t[i + end + 1..];
            }
            if t.contains('>') {
                return Err("a bare > in text".into());
            }
            Ok(())
        };
        while let Some(open) = rest.find('<') {
            let text = &rest[..open];
            if stack.is_empty() && !text.trim().is_empty() {
                return Err(format!("text outside the root: {text:?}"));
            }
            check_text(text)?;
            let close = rest[open..].find('>').ok_or("unterminated tag")? + open;
            let tag = &rest[open + 1..close];
            rest = &rest[close + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                match stack.pop() {
                    Some(top) if top == name.trim() => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
                continue;
            }
            let self_closing = tag.ends_with('/');
            let tag = tag.trim_end_matches('/');
            let name = tag.split_whitespace().next().ok_or("empty tag")?;
            if stack.is_empty() {
                if seen_root {
                    return Err("a second root element".into());
                }
                seen_root = true;
            }
            // Attributes: name="value" pairs, values free of < and with known entities.
            let mut attrs = tag[name.len()..].trim();
            while !attrs.is_empty() {
                let eq = attrs
                    .find("=\"")
                    .ok_or(format!("bad attribute in <{tag}>"))?;
                let value_end = attrs[eq + 2..].find('"').ok_or("unterminated value")? + eq + 2;
                let value = &attrs[eq + 2..value_end];
                if value.contains('<') {
                    return Err("< in an attribute".into());
                }
                check_text(value)?;
                attrs = attrs[value_end + 1..].trim_start();
            }
            elements += 1;
            if !self_closing {
                stack.push(name);
            }
        }
        if !rest.trim().is_empty() || !stack.is_empty() || !seen_root {
            return Err(format!("unclosed elements {stack:?}"));
        }
        Ok(elements)
    }

    #[test]
    fn the_chart_is_well_formed_svg() {
        let chart = svg(
            &sample(),
            "Balance <&> \"test\"",
            "tablut balance --x 'y' & z\nsecond line",
        );
        let elements = well_formed(&chart).unwrap_or_else(|e| panic!("{e}\n{chart}"));
        assert!(elements > 20);
        assert!(chart.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(chart.contains("Balance &lt;&amp;&gt; &quot;test&quot;"));
        assert!(chart.contains("tablut balance --x &apos;y&apos; &amp; z"));
        assert!(
            chart.contains(">second line</text>"),
            "one text per subtitle line"
        );
        assert!(chart.contains(">ludoteka<") && chart.contains(">cartier<"));
        assert!(chart.contains("attackers win") && chart.contains("defenders win"));
        assert!(
            chart.contains(">50%<"),
            "the defenders' segment is labelled"
        );
        // The checker itself refuses broken markup.
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a><b></a></b>").is_err());
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>x & y</a>").is_err());
        assert!(well_formed("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a x=\"1\"/>").is_ok());
    }

    #[test]
    fn escaping_covers_markup_and_control_characters() {
        assert_eq!(xml_escape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;");
        assert_eq!(xml_escape("x\u{1}y"), "x\u{FFFD}y");
    }
}
