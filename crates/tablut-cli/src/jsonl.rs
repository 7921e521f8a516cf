//! JSON lines in, JSON lines out: one request per input line, one answer
//! per request, flushed at once so a program can converse through a pipe.
//! A line that cannot be read as a request (a blank one too) gets an error
//! answer, so answers stay in step with requests; the stream goes on.

use std::io::{self, BufRead, Write};

use anyhow::{Context, Result};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The longest request line read, in bytes; the rest of a longer line is
/// skipped and the line answered with an error.
pub const MAX_REQUEST: usize = 1 << 20;

/// Answers every line of `input` on `out`: `answer` for a line that reads
/// as a `Req`, `error` with the reason for one that does not (blank, too
/// long, not UTF-8, not the request).
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
        let Some(too_long) =
            read_line(&mut input, &mut buf, MAX_REQUEST).context("reading standard input")?
        else {
            return Ok(());
        };
        let response = match std::str::from_utf8(&buf) {
            _ if too_long => error(format!(
                "invalid request: the line is longer than {MAX_REQUEST} bytes"
            )),
            Err(_) => error("invalid request: the line is not UTF-8 text".to_string()),
            Ok(line) if line.trim().is_empty() => {
                error("invalid request: the line is blank; write one JSON object".to_string())
            }
            Ok(line) => match serde_json::from_str::<Req>(line) {
                Ok(request) => answer(request),
                Err(e) => error(format!("invalid request: {e}")),
            },
        };
        write_line(out, &response)?;
    }
}

/// Reads one line into `buf` without its line end, keeping at most `max`
/// bytes of it and skipping the rest, so that no line, however long, is
/// held in memory. `None` at the end of input; otherwise whether the line
/// was longer than `max`.
pub fn read_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
) -> io::Result<Option<bool>> {
    buf.clear();
    let mut read_any = false;
    let mut too_long = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(read_any.then_some(too_long));
        }
        read_any = true;
        let (part, used, ended) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1, true),
            None => (chunk, chunk.len(), false),
        };
        let room = max.saturating_sub(buf.len());
        too_long |= part.len() > room;
        buf.extend_from_slice(&part[..part.len().min(room)]);
        input.consume(used);
        if ended {
            if buf.last() == Some(&b'\r') && !too_long {
                buf.pop();
            }
            return Ok(Some(too_long));
        }
    }
}

/// Writes `value` as one line of JSON and flushes.
pub fn write_line(out: &mut impl Write, value: &impl Serialize) -> Result<()> {
    let text = serde_json::to_string(value).context("encoding JSON")?;
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_within_a_bound() {
        let mut input = "short\r\nmuch too long\n\nlast".as_bytes();
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut input, &mut buf, 8).unwrap(), Some(false));
        assert_eq!(buf, b"short");
        assert_eq!(read_line(&mut input, &mut buf, 8).unwrap(), Some(true));
        assert_eq!(buf, b"much too");
        assert_eq!(read_line(&mut input, &mut buf, 8).unwrap(), Some(false));
        assert!(buf.is_empty());
        assert_eq!(read_line(&mut input, &mut buf, 8).unwrap(), Some(false));
        assert_eq!(buf, b"last");
        assert_eq!(read_line(&mut input, &mut buf, 8).unwrap(), None);
    }
}
