//! JSON lines in, JSON lines out: one request per input line, one answer
//! per request, flushed at once so a program can converse through a pipe.
//! A line that cannot be read as a request gets an error answer; the
//! stream goes on.

use std::io::{BufRead, Write};

use anyhow::{Context, Result};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// Answers every non-blank line of `input` on `out`: `answer` for a line
/// that reads as a `Req`, `error` with the reason for one that does not.
pub fn serve<Req, Resp>(
    mut input: impl BufRead,
    out: &mut impl Write,
    mut answer: impl FnMut(Req) -> Resp,
    error: impl Fn(String) -> Resp,
) -> Result<()>
where
    Req: DeserializeOwned,
    Resp: Serialize,
{
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .context("reading standard input")?;
        if n == 0 {
            return Ok(());
        }
        let response = match std::str::from_utf8(&buf) {
            Err(_) => error("invalid request: the line is not UTF-8 text".to_string()),
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => match serde_json::from_str::<Req>(line) {
                Ok(request) => answer(request),
                Err(e) => error(format!("invalid request: {e}")),
            },
        };
        write_line(out, &response)?;
    }
}

/// Writes `value` as one line of JSON and flushes.
pub fn write_line(out: &mut impl Write, value: &impl Serialize) -> Result<()> {
    let text = serde_json::to_string(value).context("encoding JSON")?;
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(())
}
