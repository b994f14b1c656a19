package io.objbench.controller.server;

import io.objbench.http.RefusedRequests;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Refuses requests a browser was tricked into sending, before any route sees them.
 * <ul>
 *   <li><b>Host</b> (DNS rebinding): a page of {@code evil.example} whose name was rebound to
 *       127.0.0.1 reaches the controller with {@code Host: evil.example}. Only IP literals,
 *       {@code localhost}, the bind address, this machine's own names and the configured
 *       {@code server_names} are accepted.</li>
 *   <li><b>Cross-site writes</b> (CSRF): a state-changing request (anything but GET, HEAD and
 *       OPTIONS) that a browser marks as coming from another site ({@code Sec-Fetch-Site}) or whose
 *       {@code Origin} is not this server is refused. A cross-site form cannot forge either header.
 *       Clients that are not browsers (the CLI, curl, drivers) send neither and are judged by the
 *       token as before; the session cookie is SameSite=Strict besides.</li>
 * </ul>
 */
final class OriginGuard extends Handler.Wrapper {

    private static final System.Logger LOG = System.getLogger(OriginGuard.class.getName());

    private final Set<String> names;

    OriginGuard(String bindHost, Handler next) {
        this(bindHost, java.util.List.of(), next);
    }

    /** @param serverNames names configured to be ours too ({@code server_names}: a Service's DNS names) */
    OriginGuard(String bindHost, java.util.List<String> serverNames, Handler next) {
        super(next);
        Set<String> all = new HashSet<>(localNames(bindHost));
        serverNames.forEach(n -> all.add(n.toLowerCase(Locale.ROOT)));
        this.names = Set.copyOf(all);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host != null && !hostAllowed(host)) {
            return refuse(request, response, callback, 421, "this controller does not answer to the name in the"
                    + " Host header; use its address (DNS rebinding protection)");
        }
        if (!safeMethod(request.getMethod()) && crossSite(request, host)) {
            return refuse(request, response, callback, 403, "cross-site request refused: a page of another site"
                    + " cannot change this controller's state");
        }
        return super.handle(request, response, callback);
    }

    private boolean refuse(Request request, Response response, Callback callback, int status, String message) {
        LOG.log(System.Logger.Level.WARNING, "refused " + request.getMethod() + " " + Request.getPathInContext(request)
                + " from " + Request.getRemoteAddr(request) + ": " + message);
        RefusedRequests.release(request, response);
        MaskedReplies.plain(response, callback, status, message + "\n");
        return true;
    }

    /** True for the Host header's name part when it is an IP literal, localhost or one of our names. */
    boolean hostAllowed(String hostHeader) {
        String name = hostName(hostHeader);
        return name != null && (isIpLiteral(name) || names.contains(name));
    }

    private static boolean crossSite(Request request, String host) {
        String site = request.getHeaders().get("Sec-Fetch-Site");
        if (site != null && !site.equalsIgnoreCase("same-origin") && !site.equalsIgnoreCase("none")) {
            return true;
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin == null) {
            return false;
        }
        if (host == null) {
            return true;
        }
        try {
            URI o = URI.create(origin.strip());
            if (o.getHost() == null || o.getScheme() == null) {
                return true; // "null" or garbage: an opaque origin is never ours
            }
            int port = o.getPort() >= 0 ? o.getPort() : o.getScheme().equalsIgnoreCase("https") ? 443 : 80;
            return !authority(o.getHost(), port).equals(authority(hostName(host), hostPort(host, port)));
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    private static boolean safeMethod(String method) {
        return method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS");
    }

    private static String authority(String host, int port) {
        return (host == null ? "" : host.toLowerCase(Locale.ROOT)) + ":" + port;
    }

    /** The name part of a Host header, lower case, without brackets or port; null when malformed. */
    static String hostName(String hostHeader) {
        String h = hostHeader.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? null : h.substring(1, end);
        }
        int colon = h.indexOf(':');
        String name = colon < 0 ? h : h.substring(0, colon);
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }

    private static int hostPort(String hostHeader, int fallback) {
        String h = hostHeader.strip();
        int colon = h.lastIndexOf(':');
        if (colon < 0 || h.lastIndexOf(']') > colon) {
            return fallback;
        }
        try {
            return Integer.parseInt(h.substring(colon + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean isIpLiteral(String name) {
        if (name.indexOf(':') >= 0) {
            return name.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == ':' || c == '.');
        }
        String[] parts = name.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String p : parts) {
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(c -> c >= '0' && c <= '9')
                    || Integer.parseInt(p) > 255) {
                return false;
            }
        }
        return true;
    }

    private static Set<String> localNames(String bindHost) {
        Set<String> names = new HashSet<>();
        names.add("localhost");
        names.add(bindHost.toLowerCase(Locale.ROOT));
        try {
            InetAddress local = InetAddress.getLocalHost();
            names.add(local.getHostName().toLowerCase(Locale.ROOT));
            names.add(local.getCanonicalHostName().toLowerCase(Locale.ROOT));
        } catch (UnknownHostException e) {
            // no name for this machine: addresses and localhost still work
        }
        return Set.copyOf(names);
    }
}
