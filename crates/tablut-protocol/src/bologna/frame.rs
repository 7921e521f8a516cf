//! Framing: every message is a 4-byte big-endian length followed by that
//! many bytes of UTF-8 text, as the Java server's `StreamUtils` writes it
//! with `DataOutputStream.writeInt` and reads it with `readInt` and
//! `readFully`.
//!
//! The reader never trusts the length: a negative one or one above a limit
//! is refused before anything is allocated, so a hostile or confused peer
//! cannot make us reserve gigabytes. Bytes that are not UTF-8 are replaced
//! by U+FFFD, as Java's `new String(bytes, UTF_8)` does.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use thiserror::Error;

/// The largest message this side accepts by default, in bytes. A state is
/// about 900 bytes and an action about 40, so this leaves room for any
/// whitespace a client library adds while refusing nonsense lengths.
pub const MAX_MESSAGE_LEN: usize = 64 * 1024;

/// Why a message could not be read.
#[derive(Debug, Error)]
pub enum FrameError {
    /// The peer closed the connection before a new message began.
    #[error("the connection was closed by the other side")]
    Closed,
    /// The peer closed the connection in the middle of a message.
    #[error(
        "the connection was closed in the middle of a message \
         ({received} of {expected} bytes received)"
    )]
    Truncated {
        /// Bytes announced (4 for the length prefix itself).
        expected: usize,
        /// Bytes received before the end.
        received: usize,
    },
    /// The length prefix is negative (Java's `readInt` is signed).
    #[error(
        "a message announced a negative length ({0}); the other side does not speak \
         this protocol (4-byte big-endian length, then UTF-8 JSON)"
    )]
    NegativeLength(i32),
    /// The length prefix is above the limit.
    #[error(
        "a message announced {len} bytes, more than the {max} allowed; the other side \
         does not speak this protocol (4-byte big-endian length, then UTF-8 JSON)"
    )]
    TooLong {
        /// The announced length.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// The deadline passed before the whole message arrived.
    #[error("no complete message arrived in time")]
    TimedOut,
    /// Any other socket error. (Its message is part of this one, and not
    /// also a `source()`, so a `{:#}` chain says it once.)
    #[error("connection error: {0}")]
    Io(io::Error),
}

impl FrameError {
    fn from_io(e: io::Error) -> FrameError {
        match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => FrameError::TimedOut,
            io::ErrorKind::UnexpectedEof => FrameError::Closed,
            _ => FrameError::Io(e),
        }
    }
}

/// Reads into `buf` until it is full; returns how many bytes arrived
/// before the end of the stream.
fn fill<R: Read + ?Sized>(reader: &mut R, buf: &mut [u8]) -> Result<usize, FrameError> {
    let mut got = 0;
    while got < buf.len() {
        match reader.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(FrameError::from_io(e)),
        }
    }
    Ok(got)
}

/// Reads one message of at most `max` bytes.
pub fn read_frame<R: Read + ?Sized>(reader: &mut R, max: usize) -> Result<String, FrameError> {
    let mut prefix = [0u8; 4];
    match fill(reader, &mut prefix)? {
        0 => return Err(FrameError::Closed),
        4 => {}
        n => {
            return Err(FrameError::Truncated {
                expected: 4,
                received: n,
            })
        }
    }
    let len = i32::from_be_bytes(prefix);
    if len < 0 {
        return Err(FrameError::NegativeLength(len));
    }
    let len = len as usize;
    if len > max {
        return Err(FrameError::TooLong { len, max });
    }
    let mut body = vec![0u8; len];
    let got = fill(reader, &mut body)?;
    if got < len {
        return Err(FrameError::Truncated {
            expected: len,
            received: got,
        });
    }
    Ok(String::from_utf8_lossy(&body).into_owned())
}

/// Writes one message: its UTF-8 length as a big-endian `i32`, then the
/// bytes, in one write so it leaves in one segment.
pub fn write_frame<W: Write + ?Sized>(writer: &mut W, text: &str) -> io::Result<()> {
    let len = i32::try_from(text.len()).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            "a message longer than 2 GiB cannot be framed",
        )
    })?;
    let mut buf = Vec::with_capacity(4 + text.len());
    buf.extend_from_slice(&len.to_be_bytes());
    buf.extend_from_slice(text.as_bytes());
    writer.write_all(&buf)?;
    writer.flush()
}

/// A [`Read`] over a TCP stream that fails with `TimedOut` once `deadline`
/// has passed, however slowly the bytes trickle in: before every read the
/// socket's read timeout is set to the time that is left.
#[derive(Debug)]
pub struct DeadlineReader<'a> {
    stream: &'a TcpStream,
    deadline: Option<Instant>,
}

impl<'a> DeadlineReader<'a> {
    /// Reads from `stream` until `deadline` (`None`: no deadline).
    pub fn new(stream: &'a TcpStream, deadline: Option<Instant>) -> DeadlineReader<'a> {
        DeadlineReader { stream, deadline }
    }
}

impl Read for DeadlineReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let timeout = match self.deadline {
            Some(deadline) => {
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err(io::Error::new(io::ErrorKind::TimedOut, "deadline passed"));
                }
                // A zero timeout means "none" to the socket: never pass one.
                Some(left.max(Duration::from_millis(1)))
            }
            None => None,
        };
        self.stream.set_read_timeout(timeout)?;
        let mut s = self.stream;
        s.read(buf)
    }
}

/// Reads one message from `stream`, all of it before `deadline`.
pub fn read_frame_before(
    stream: &TcpStream,
    deadline: Option<Instant>,
    max: usize,
) -> Result<String, FrameError> {
    read_frame(&mut DeadlineReader::new(stream, deadline), max)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn framed(body: &[u8]) -> Vec<u8> {
        let mut v = (body.len() as i32).to_be_bytes().to_vec();
        v.extend_from_slice(body);
        v
    }

    #[test]
    fn writes_a_big_endian_length_then_utf8() {
        let mut out = Vec::new();
        write_frame(&mut out, "\"tablut\"").unwrap();
        assert_eq!(&out[..4], &[0, 0, 0, 8]);
        assert_eq!(&out[4..], b"\"tablut\"");
        // The length counts UTF-8 bytes, not characters (Java's getBytes(UTF_8)).
        let mut out = Vec::new();
        write_frame(&mut out, "é").unwrap();
        assert_eq!(out, vec![0, 0, 0, 2, 0xc3, 0xa9]);
    }

    #[test]
    fn reads_back_what_it_writes() {
        let mut out = Vec::new();
        write_frame(&mut out, "{\"a\":1}").unwrap();
        write_frame(&mut out, "").unwrap();
        let mut r = &out[..];
        assert_eq!(read_frame(&mut r, 100).unwrap(), "{\"a\":1}");
        assert_eq!(read_frame(&mut r, 100).unwrap(), "");
        assert!(matches!(read_frame(&mut r, 100), Err(FrameError::Closed)));
    }

    #[test]
    fn hostile_lengths_are_refused_before_allocating() {
        let mut r: &[u8] = &[0x7f, 0xff, 0xff, 0xff, b'x'];
        let e = read_frame(&mut r, MAX_MESSAGE_LEN).unwrap_err();
        assert!(
            matches!(
                e,
                FrameError::TooLong {
                    len: 2147483647,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("more than the 65536 allowed"), "{e}");
        let mut r: &[u8] = &[0xff, 0xff, 0xff, 0xfe];
        let e = read_frame(&mut r, MAX_MESSAGE_LEN).unwrap_err();
        assert!(matches!(e, FrameError::NegativeLength(-2)), "{e}");
    }

    #[test]
    fn short_input_is_truncated_not_a_panic() {
        let mut r: &[u8] = &[0, 0];
        assert!(matches!(
            read_frame(&mut r, 100),
            Err(FrameError::Truncated {
                expected: 4,
                received: 2
            })
        ));
        let mut data = framed(b"{\"from\":");
        data.truncate(7);
        let mut r = &data[..];
        let e = read_frame(&mut r, 100).unwrap_err();
        assert!(
            matches!(
                e,
                FrameError::Truncated {
                    expected: 8,
                    received: 3
                }
            ),
            "{e}"
        );
    }

    #[test]
    fn invalid_utf8_is_replaced_as_java_does() {
        let data = framed(&[b'"', 0xff, b'"']);
        let mut r = &data[..];
        assert_eq!(read_frame(&mut r, 100).unwrap(), "\"\u{fffd}\"");
    }

    #[test]
    fn a_deadline_bounds_a_slow_peer() {
        use std::net::TcpListener;
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let peer = std::thread::spawn(move || {
            let (mut s, _) = listener.accept().unwrap();
            // Half a length prefix, then silence.
            s.write_all(&[0, 0]).unwrap();
            std::thread::sleep(Duration::from_millis(400));
        });
        let stream = TcpStream::connect(addr).unwrap();
        let start = Instant::now();
        let e = read_frame_before(
            &stream,
            Some(Instant::now() + Duration::from_millis(150)),
            100,
        )
        .unwrap_err();
        assert!(matches!(e, FrameError::TimedOut), "{e}");
        assert!(start.elapsed() < Duration::from_millis(350));
        peer.join().unwrap();
    }
}
