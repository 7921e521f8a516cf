//! The documentation cannot drift from the program (issue 30).
//!
//! 1. Every `tablut …` command shown in a shell block of `README.md` and
//!    `docs/*.md` (```` ```sh ````, ```` ```bash ````, ```` ```shell ````, and
//!    the `$ ` lines of ```` ```console ````) is accepted by the real binary's
//!    argument parser as written. The binary runs with `TABLUT_PARSE_ONLY`
//!    set, so it parses the arguments and stops: nothing is searched, served
//!    or opened, and placeholders such as `FILE` are fine. Shell syntax is
//!    taken apart first: `\` continuations joined, comments dropped, pipes,
//!    `&&`, `||`, `;` and `&` split, variables given a value (a `for` loop's
//!    variable its first item), redirections dropped. A command counts when
//!    its program is `tablut` or a path ending in `/tablut`, or it is
//!    `cargo run … -- ARGS` for the `tablut` binary.
//! 2. Every relative link (and image) in those files names a file that
//!    exists, and an anchor into a Markdown file names one of its headings
//!    (GitHub's rule for turning a heading into an anchor).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md and every docs/*.md, as (path relative to the root, text).
fn documents() -> Vec<(String, String)> {
    let root = root();
    let mut names = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    docs.sort();
    names.extend(docs);
    names
        .into_iter()
        .map(|n| {
            let text = std::fs::read_to_string(root.join(&n)).expect("readable");
            (n, text)
        })
        .collect()
}

/// A fenced block: its info string's first word and its lines, each with
/// its line number in the file.
struct Block {
    lang: String,
    lines: Vec<(usize, String)>,
}

/// The fenced code blocks of a Markdown text.
fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(String, Block)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let fence: String = trimmed
            .chars()
            .take_while(|&c| c == '`' || c == '~')
            .collect();
        let is_fence =
            fence.len() >= 3 && fence.chars().all(|c| c == fence.chars().next().unwrap());
        match &mut open {
            None if is_fence => {
                let lang = trimmed[fence.len()..]
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .to_string();
                open = Some((
                    fence,
                    Block {
                        lang,
                        lines: Vec::new(),
                    },
                ));
            }
            None => {}
            Some((f, _))
                if is_fence
                    && fence.starts_with(f.as_str())
                    && trimmed[fence.len()..].trim().is_empty() =>
            {
                out.push(open.take().unwrap().1);
            }
            Some((_, block)) => block.lines.push((i + 1, line.to_string())),
        }
    }
    out
}

/// The shell command lines of a block, continuations joined: every line of
/// a `sh`/`bash`/`shell` block, the `$ ` lines of a `console` block.
fn command_lines(block: &Block) -> Vec<(usize, String)> {
    let console = match block.lang.as_str() {
        "sh" | "bash" | "shell" => false,
        "console" => true,
        _ => return Vec::new(),
    };
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (n, line) in &block.lines {
        let line = line.trim();
        let (n, text) = match pending.take() {
            Some((n0, mut acc)) => {
                acc.push(' ');
                acc.push_str(line);
                (n0, acc)
            }
            None => {
                let line = if console {
                    match line.strip_prefix("$ ") {
                        Some(rest) => rest,
                        None => continue,
                    }
                } else {
                    line.strip_prefix("$ ").unwrap_or(line)
                };
                (*n, line.to_string())
            }
        };
        match text.strip_suffix('\\') {
            Some(head) => pending = Some((n, head.trim_end().to_string())),
            None => out.push((n, text)),
        }
    }
    if let Some(p) = pending {
        out.push(p);
    }
    out
}

/// A shell line cut at its command separators (`|`, `||`, `&&`, `;`, `&`)
/// outside quotes, with its comment dropped.
fn segments(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut parens = 0usize; // inside $( … )
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(q) = quote {
            cur.push(c);
            if c == '\\' && q == '"' && i + 1 < chars.len() {
                cur.push(chars[i + 1]);
                i += 1;
            } else if c == q {
                quote = None;
            }
        } else if parens > 0 {
            cur.push(c);
            match c {
                '(' => parens += 1,
                ')' => parens -= 1,
                _ => {}
            }
        } else {
            match c {
                '\'' | '"' => {
                    quote = Some(c);
                    cur.push(c);
                }
                '\\' if i + 1 < chars.len() => {
                    cur.push(c);
                    cur.push(chars[i + 1]);
                    i += 1;
                }
                '$' if chars.get(i + 1) == Some(&'(') => {
                    cur.push_str("$(");
                    parens = 1;
                    i += 1;
                }
                '#' if cur.is_empty() || cur.ends_with(char::is_whitespace) => break,
                '|' | ';' => {
                    out.push(std::mem::take(&mut cur));
                    if chars.get(i + 1) == Some(&c) {
                        i += 1;
                    }
                }
                '&' if !(cur.ends_with('>') || cur.ends_with('<')) => {
                    out.push(std::mem::take(&mut cur));
                    if chars.get(i + 1) == Some(&'&') {
                        i += 1;
                    }
                }
                _ => cur.push(c),
            }
        }
        i += 1;
    }
    out.push(cur);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// `$NAME` and `${NAME}` replaced by their value in `vars`, else by `X`.
fn expand(word: &str, vars: &HashMap<String, String>) -> String {
    let chars: Vec<char> = word.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '$' && i + 1 < chars.len() {
            let (name, next) = if chars[i + 1] == '{' {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .map_or(chars.len(), |p| i + p);
                (chars[i + 2..end].iter().collect::<String>(), end + 1)
            } else {
                let end = chars[i + 1..]
                    .iter()
                    .position(|c| !(c.is_ascii_alphanumeric() || *c == '_'))
                    .map_or(chars.len(), |p| i + 1 + p);
                (chars[i + 1..end].iter().collect::<String>(), end)
            };
            if !name.is_empty() {
                out.push_str(vars.get(&name).map_or("X", String::as_str));
                i = next;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// The arguments `tablut` gets from one command, if it runs `tablut`.
fn tablut_args(segment: &str, vars: &mut HashMap<String, String>) -> Option<Vec<String>> {
    let words = shlex::split(segment).unwrap_or_else(|| panic!("unbalanced quotes: {segment}"));
    let mut words: Vec<String> = words.iter().map(|w| expand(w, vars)).collect();
    // `for NAME in A B …`: the loop's body is checked with NAME = A.
    if words.first().map(String::as_str) == Some("for")
        && words.get(2).map(String::as_str) == Some("in")
    {
        if let (Some(name), Some(first)) = (words.get(1), words.get(3)) {
            vars.insert(name.clone(), first.clone());
        }
        return None;
    }
    while matches!(
        words.first().map(String::as_str),
        Some("do" | "then" | "else" | "time" | "exec" | "sudo")
    ) {
        words.remove(0);
    }
    // Leading variable assignments (`TABLUT_LOG=info tablut serve`).
    while words.first().is_some_and(|w| {
        w.split_once('=').is_some_and(|(k, _)| {
            !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    }) {
        words.remove(0);
    }
    // Redirections.
    let mut args = Vec::new();
    let mut it = words.into_iter();
    while let Some(w) = it.next() {
        let op = w.trim_start_matches(|c: char| c.is_ascii_digit());
        if op.starts_with('>') || op.starts_with('<') {
            if op.trim_start_matches(['>', '<', '&']).is_empty() {
                it.next();
            }
            continue;
        }
        args.push(w);
    }
    let program = args.first()?.clone();
    if program == "tablut" || program.ends_with("/tablut") {
        return Some(args[1..].to_vec());
    }
    if program == "cargo" && args.get(1).map(String::as_str) == Some("run") {
        let dash = args.iter().position(|a| a == "--")?;
        let opts = &args[2..dash];
        let other_package = opts.windows(2).any(|w| {
            (w[0] == "-p" || w[0] == "--package") && w[1] != "tablut-cli"
                || w[0] == "--bin" && w[1] != "tablut"
                || w[0] == "--example"
        });
        return (!other_package).then(|| args[dash + 1..].to_vec());
    }
    None
}

#[test]
fn every_documented_command_parses() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (name, text) in documents() {
        for block in blocks(&text) {
            let mut vars = HashMap::new();
            for (line_no, line) in command_lines(&block) {
                for segment in segments(&line) {
                    let Some(args) = tablut_args(&segment, &mut vars) else {
                        continue;
                    };
                    checked += 1;
                    let out = Command::new(env!("CARGO_BIN_EXE_tablut"))
                        .args(&args)
                        .env("TABLUT_PARSE_ONLY", "1")
                        .output()
                        .expect("tablut runs");
                    if !out.status.success() {
                        failures.push(format!(
                            "{name}:{line_no}: tablut {args:?}\n{}",
                            String::from_utf8_lossy(&out.stderr)
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} documented commands are refused:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked >= 50,
        "only {checked} commands found: is the block parser broken?"
    );
}

/// GitHub's anchor for a heading: lower case, punctuation dropped (not
/// `-` or `_`), spaces turned into `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings (outside code blocks), with
/// GitHub's `-1`, `-2` for repeats.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = HashSet::new();
    let mut in_code = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            in_code = !in_code;
            continue;
        }
        if in_code || !t.starts_with('#') {
            continue;
        }
        let title = t.trim_start_matches('#');
        if !title.starts_with(' ') {
            continue;
        }
        let base = slug(title);
        let n = seen.entry(base.clone()).or_insert(0);
        out.insert(if *n == 0 {
            base.clone()
        } else {
            format!("{base}-{n}")
        });
        *n += 1;
    }
    out
}

/// The link targets of a Markdown text outside code (inline `](…)` and
/// reference definitions `[x]: …`), with line numbers.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_code = false;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        // Inline code spans are not links.
        let mut plain = String::new();
        for (k, part) in line.split('`').enumerate() {
            if k % 2 == 0 {
                plain.push_str(part);
            }
        }
        let mut rest = plain.as_str();
        while let Some(p) = rest.find("](") {
            let after = &rest[p + 2..];
            let end = after.find(')').unwrap_or(after.len());
            let target = after[..end].split_whitespace().next().unwrap_or("");
            out.push((i + 1, target.trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
        if t.starts_with('[') {
            if let Some(p) = t.find("]: ") {
                out.push((
                    i + 1,
                    t[p + 3..]
                        .split_whitespace()
                        .next()
                        .unwrap_or("")
                        .to_string(),
                ));
            }
        }
    }
    out
}

#[test]
fn every_relative_link_resolves() {
    let root = root();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, text) in documents() {
        let dir = Path::new(&name)
            .parent()
            .unwrap_or(Path::new(""))
            .to_path_buf();
        for (line_no, target) in links(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (target.as_str(), None),
            };
            let (path, body) = if file.is_empty() {
                (root.join(&name), Some(text.clone()))
            } else {
                let path = root.join(&dir).join(file);
                if !path.exists() {
                    failures.push(format!("{name}:{line_no}: {target}: no such file"));
                    continue;
                }
                let body = file
                    .ends_with(".md")
                    .then(|| std::fs::read_to_string(&path).expect("readable"));
                (path, body)
            };
            if let (Some(anchor), Some(body)) = (anchor, body) {
                if !anchors(&body).contains(anchor) {
                    failures.push(format!(
                        "{name}:{line_no}: {target}: no heading #{anchor} in {}",
                        path.display()
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "broken links:\n{}",
        failures.join("\n")
    );
    assert!(
        checked >= 20,
        "only {checked} links found: is the link parser broken?"
    );
}

#[test]
fn the_parsers_of_this_test_work() {
    assert_eq!(
        segments("printf 'a|b' | tablut play --no-tui && echo ok # done"),
        ["printf 'a|b'", "tablut play --no-tui", "echo ok"]
    );
    assert_eq!(segments("tablut serve 2>&1 &"), ["tablut serve 2>&1"]);
    let mut vars = HashMap::new();
    assert_eq!(tablut_args("for p in cartier ashton", &mut vars), None);
    assert_eq!(
        tablut_args("do tablut rules $p > out.txt", &mut vars),
        Some(vec!["rules".to_string(), "cartier".to_string()])
    );
    assert_eq!(
        tablut_args(
            "cargo run --release -- serve --addr 0.0.0.0:8080",
            &mut vars
        ),
        Some(vec![
            "serve".to_string(),
            "--addr".to_string(),
            "0.0.0.0:8080".to_string()
        ])
    );
    assert_eq!(
        tablut_args(
            "cargo run --release -p tablut-loadtest -- --games 5",
            &mut vars
        ),
        None
    );
    assert_eq!(slug("Pondering (`src/ponder.rs`)"), "pondering-srcponderrs");
    assert_eq!(
        slug("The 2025 engines (issue 16)"),
        "the-2025-engines-issue-16"
    );
}
