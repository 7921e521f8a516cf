//! `tablut serve`: the web service, where people play in the browser.

use std::io::Write;
use std::net::SocketAddr;

use anyhow::{Context, Result};
use clap::Args;
use tablut_server::mail::{MailConfig, MailTiming, SmtpTls};
use tablut_server::{Limits, ServerConfig};

use crate::args;

/// Play in the browser: games against the computer, with a friend by link,
/// or at one screen; spectators, an archive, and the rules with diagrams
#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
    tablut serve                                   open http://127.0.0.1:8080/ (games in ./tablut.db)\n  \
    tablut serve --addr 0.0.0.0:8080               let other machines in\n  \
    tablut serve --database sqlite:///var/lib/tablut/games.db\n  \
    tablut serve --database postgres://tablut@localhost/tablut\n  \
    tablut serve --no-ponder                       the computer never thinks on the player's time\n  \
    TABLUT_SMTP_PASSWORD=... tablut serve --smtp-host smtp.example.org --smtp-user tablut \\\n      \
    --mail-from 'tablut <games@example.org>' --public-url https://tablut.example.org\n  \
    tablut serve --tournament-schedule tournaments.toml   an arena every hour, a Swiss every day\n\n\
    The pages are inside the binary; nothing else is needed. Games survive a\n\
    restart (even kill -9): every move is stored before anyone sees it.\n\
    The API (HTTP and WebSocket) is described in docs/web-api.md.")]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port)
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,

    /// Where games are stored: sqlite://PATH (created on first start) or
    /// postgres://USER@HOST/DB
    #[arg(long, default_value = "sqlite://tablut.db")]
    database: String,

    /// Most WebSocket connections one address may hold at once
    #[arg(long, default_value_t = Limits::default().connections_per_ip, value_name = "N", value_parser = args::count_usize)]
    max_connections_per_ip: usize,

    /// Most games one address may create in a minute
    #[arg(long, default_value_t = Limits::default().new_games_per_minute, value_name = "N", value_parser = args::count_u32)]
    max_new_games_per_minute: u32,

    /// Most commands a second on one connection (and over HTTP per address)
    #[arg(long, default_value_t = Limits::default().messages_per_second, value_name = "N", value_parser = args::count_u32)]
    max_messages_per_second: u32,

    /// Computer searches that may run at once, 1 to 256 (default: the number of cores)
    #[arg(long, value_name = "N", value_parser = args::threads)]
    computer_threads: Option<usize>,

    /// Let the computer think on the player's time (hard and master), on threads no search wants [default: on with 4 cores or more]
    ///
    /// A ponder search runs only while no search waits and fewer run
    /// than --computer-threads, never longer than the game's time per
    /// move, and stops at once when any other search needs the thread.
    #[arg(long, overrides_with = "no_ponder")]
    ponder: bool,

    /// Never think on the player's time
    #[arg(long, overrides_with = "ponder")]
    no_ponder: bool,

    /// Send e-mail through this SMTP server (without it, e-mail is off):
    /// "your turn" in correspondence games, deadline warnings, challenges,
    /// password resets. The password is read from TABLUT_SMTP_PASSWORD.
    #[arg(long, value_name = "HOST", help_heading = "E-mail")]
    smtp_host: Option<String>,

    /// The SMTP server's port [default: 25 with none, 587 with starttls, 465 with tls]
    #[arg(
        long,
        value_name = "PORT",
        requires = "smtp_host",
        help_heading = "E-mail"
    )]
    smtp_port: Option<u16>,

    /// How the SMTP connection is secured
    #[arg(long, value_name = "MODE", default_value = "starttls", value_parser = ["none", "starttls", "tls"], help_heading = "E-mail")]
    smtp_tls: String,

    /// The user to log in to the SMTP server as (its password in TABLUT_SMTP_PASSWORD)
    #[arg(
        long,
        value_name = "USER",
        requires = "smtp_host",
        help_heading = "E-mail"
    )]
    smtp_user: Option<String>,

    /// The From address of the mail, e.g. "tablut <games@example.org>"
    #[arg(
        long,
        value_name = "ADDRESS",
        requires = "smtp_host",
        help_heading = "E-mail"
    )]
    mail_from: Option<String>,

    /// The server's address as players open it, for the links in mail (e.g. https://tablut.example.org)
    #[arg(
        long,
        value_name = "URL",
        requires = "smtp_host",
        help_heading = "E-mail"
    )]
    public_url: Option<String>,

    /// Make tournaments by themselves from this schedule (TOML, e.g. an
    /// arena of each rule set every hour; see docs/server.md,
    /// "Scheduled tournaments")
    ///
    /// The schedule is checked whole before the server starts and kept in
    /// the database, so every server over it makes the same tournaments,
    /// each once. Give the flag again to change it; an empty file ends
    /// every schedule.
    #[arg(long, value_name = "FILE", help_heading = "Tournaments")]
    tournament_schedule: Option<std::path::PathBuf>,
}

/// The e-mail settings the flags give, if e-mail is on.
fn mail_config(args: &ServeArgs, password: Option<String>) -> Result<Option<MailConfig>> {
    let Some(host) = args.smtp_host.clone() else {
        return Ok(None);
    };
    let tls: SmtpTls = args
        .smtp_tls
        .parse()
        .map_err(|e| anyhow::anyhow!("--smtp-tls: {e}"))?;
    let port = args.smtp_port.unwrap_or(match tls {
        SmtpTls::None => 25,
        SmtpTls::StartTls => 587,
        SmtpTls::Tls => 465,
    });
    let from = args
        .mail_from
        .clone()
        .context("--smtp-host needs --mail-from (the address mail is sent from)")?;
    let public_url = match &args.public_url {
        Some(url) => url.clone(),
        None => format!("http://{}", args.addr),
    };
    Ok(Some(MailConfig {
        host,
        port,
        tls,
        user: args.smtp_user.clone(),
        password: password.filter(|p| !p.is_empty()),
        from,
        public_url,
        timing: MailTiming::default(),
    }))
}

/// Whether the computer ponders: as asked, else with 4 cores or more.
fn ponders(ponder: bool, no_ponder: bool, cores: usize) -> bool {
    match (ponder, no_ponder) {
        (true, _) => true,
        (_, true) => false,
        _ => cores >= 4,
    }
}

/// Runs `tablut serve`.
pub fn run(args: ServeArgs) -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("TABLUT_LOG")
                .unwrap_or_else(|_| "warn".into()),
        )
        .with_writer(std::io::stderr)
        // Colours only for a terminal: not escape codes in a log file.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    // Thousands of players are thousands of sockets.
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let config = ServerConfig {
        addr: args.addr,
        database: args.database.clone(),
        limits: Limits {
            connections_per_ip: args.max_connections_per_ip,
            new_games_per_minute: args.max_new_games_per_minute,
            messages_per_second: args.max_messages_per_second,
        },
        computer_threads: args.computer_threads.unwrap_or(cores),
        ponder: ponders(args.ponder, args.no_ponder, cores),
    };
    let mail = mail_config(&args, std::env::var("TABLUT_SMTP_PASSWORD").ok())?;
    let schedule = match &args.tournament_schedule {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading the tournament schedule {}", path.display()))?;
            Some(tablut_server::schedule::read(&text).with_context(|| path.display().to_string())?)
        }
        None => None,
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    if let Some(schedule) = schedule {
        runtime
            .block_on(async {
                let store = tablut_server::store::Store::open(&args.database).await?;
                tablut_server::schedule::install(&store, &schedule).await?;
                // SQLite lets one server open the database: this one.
                store.close().await;
                anyhow::Ok(())
            })
            .context("installing the tournament schedule")?;
    }
    let database = args.database;
    runtime
        .block_on(tablut_server::serve_with_mail(
            config,
            mail,
            move |addr| {
                // A closed stdout (a parent that read the address and
                // left) must not stop the server.
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "tablut serve: open http://{addr}/ in your browser");
                let _ = writeln!(out, "games are stored in {database}; stop with Ctrl-C");
                let _ = out.flush();
            },
            async {
                let _ = tokio::signal::ctrl_c().await;
            },
        ))
        .context("tablut serve")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pondering_is_on_with_four_cores_unless_switched() {
        assert!(ponders(false, false, 4));
        assert!(!ponders(false, false, 2));
        assert!(ponders(true, false, 2));
        assert!(!ponders(false, true, 16));
    }

    fn parse(args: &[&str]) -> Result<ServeArgs, clap::Error> {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            serve: ServeArgs,
        }
        use clap::Parser;
        Cli::try_parse_from(std::iter::once("serve").chain(args.iter().copied())).map(|c| c.serve)
    }

    #[test]
    fn mail_is_off_without_an_smtp_host_and_its_flags_need_one() {
        let args = parse(&[]).unwrap();
        assert!(mail_config(&args, Some("secret".into())).unwrap().is_none());
        assert!(parse(&["--smtp-user", "me"]).is_err());
        assert!(parse(&["--mail-from", "a@b.org"]).is_err());
        assert!(parse(&["--smtp-host", "h", "--smtp-tls", "ssl"]).is_err());
    }

    #[test]
    fn mail_settings_come_from_the_flags_with_a_port_for_each_tls_mode() {
        let base = ["--smtp-host", "smtp.example.org", "--mail-from", "a@b.org"];
        let config = |extra: &[&str], password: Option<&str>| {
            let args: Vec<&str> = base.iter().chain(extra).copied().collect();
            mail_config(&parse(&args).unwrap(), password.map(str::to_string))
        };
        let c = config(&[], None).unwrap().unwrap();
        assert_eq!((c.port, c.tls), (587, SmtpTls::StartTls));
        assert_eq!(c.public_url, "http://127.0.0.1:8080");
        let c = config(&["--smtp-tls", "tls"], None).unwrap().unwrap();
        assert_eq!(c.port, 465);
        let c = config(&["--smtp-tls", "none", "--smtp-port", "2525"], None)
            .unwrap()
            .unwrap();
        assert_eq!((c.port, c.tls), (2525, SmtpTls::None));
        let c = config(&["--smtp-user", "me"], Some("pw")).unwrap().unwrap();
        assert_eq!(
            (c.user.as_deref(), c.password.as_deref()),
            (Some("me"), Some("pw"))
        );
        assert!(
            !format!("{c:?}").contains("pw"),
            "the password is never shown"
        );
        let c = config(&["--smtp-user", "me"], Some("")).unwrap().unwrap();
        assert_eq!(c.password, None, "an empty variable is no password");
        let args = parse(&["--smtp-host", "h"]).unwrap();
        let e = mail_config(&args, None).unwrap_err();
        assert!(e.to_string().contains("--mail-from"), "{e}");
    }
}
