package io.objbench.web.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.controller.server.SecretMasker;
import io.objbench.core.json.Json;
import io.objbench.http.HttpProblem;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.MultiPart;
import org.eclipse.jetty.http.MultiPartConfig;
import org.eclipse.jetty.http.MultiPartFormData;
import org.eclipse.jetty.server.FormFields;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

/**
 * One UI request and its reply: the path, query and form fields in, and HTML, JSON, text,
 * bytes or a redirect out. Every text reply passes through {@link SecretMasker}, so no page can
 * leak a workload secret.
 *
 * @param request  the Jetty request
 * @param response the Jetty response
 * @param callback completes the exchange
 * @param user     the logged-in user, empty when the UI is open
 * @param services the controller and the renderer
 */
public record UiExchange(Request request, Response response, Callback callback, String user, UiServices services) {

    /** Largest form accepted (a workload upload is a few KB). */
    public static final int MAX_FORM_BYTES = 8 * 1024 * 1024;
    /** Most fields a form may have (the editor has about thirty). */
    public static final int MAX_FORM_FIELDS = 1000;
    /** Most parts a multipart form may have. */
    public static final int MAX_FORM_PARTS = 64;
    private static final System.Logger LOG = System.getLogger(UiExchange.class.getName());
    /** Content type of pages. */
    public static final String HTML = "text/html; charset=utf-8";
    /** Content type of JSON replies. */
    public static final String JSON = "application/json; charset=utf-8";

    /** The path, e.g. {@code /ui/submit}. */
    public String path() {
        return Request.getPathInContext(request);
    }

    /** The query parameter {@code name}, null when absent. */
    public String query(String name) {
        return Request.extractQueryParameters(request).getValue(name);
    }

    /**
     * The fields of a POSTed form, URL-encoded or multipart (an uploaded file's field holds its
     * content as text; its file name is under {@code <field>.filename}). A body of another type,
     * or one that cannot be read as its type says, is a {@link HttpProblem}.
     */
    public Map<String, String> form() throws HttpProblem {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        String lower = type == null ? "" : type.toLowerCase(Locale.ROOT);
        Map<String, String> fields = new HashMap<>();
        if (type == null && request.getLength() <= 0) {
            return fields; // a POST without a body: no fields
        }
        if (request.getLength() > MAX_FORM_BYTES) {
            throw new HttpProblem(413, "The form is larger than " + MAX_FORM_BYTES + " bytes.");
        }
        try {
            if (lower.startsWith("multipart/form-data")) {
                if (!lower.contains("boundary=")) {
                    throw new HttpProblem(400, "The multipart/form-data content type has no boundary parameter.");
                }
                MultiPartConfig config = new MultiPartConfig.Builder().maxParts(MAX_FORM_PARTS).maxSize(MAX_FORM_BYTES)
                        .maxPartSize(MAX_FORM_BYTES).maxMemoryPartSize(MAX_FORM_BYTES).build();
                try (MultiPartFormData.Parts parts = MultiPartFormData.getParts(request, request, type, config)) {
                    for (MultiPart.Part part : parts) {
                        fields.put(part.getName(), part.getContentAsString(StandardCharsets.UTF_8));
                        if (part.getFileName() != null) {
                            fields.put(part.getName() + ".filename", part.getFileName());
                        }
                    }
                }
                return fields;
            }
            if (lower.startsWith("application/x-www-form-urlencoded")) {
                Fields f = FormFields.getFields(request, MAX_FORM_FIELDS, MAX_FORM_BYTES);
                for (Fields.Field field : f) {
                    fields.put(field.getName(), field.getValue());
                }
                return fields;
            }
        } catch (HttpProblem e) {
            throw e;
        } catch (Exception e) {
            // the library's message names its classes: the log gets it, the page a sentence
            LOG.log(System.Logger.Level.DEBUG, "unreadable form on " + path(), e);
            String m = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
            if (m.contains("too many")) {
                throw new HttpProblem(400, "The form has too many fields (at most " + MAX_FORM_FIELDS + ").");
            }
            if (m.contains("max length") || m.contains("exceeded") || m.contains("too large")) {
                throw new HttpProblem(413, "The form is larger than " + MAX_FORM_BYTES + " bytes.");
            }
            throw new HttpProblem(400, "The form cannot be read: it is truncated or not encoded as its content type"
                    + " says (" + (type == null ? "none" : type) + ").");
        }
        throw new HttpProblem(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data, not "
                + (type == null ? "without a content type" : type) + ".");
    }

    /** Renders {@code template} with {@code model} plus the layout's common entries, status 200. */
    public void page(String template, Map<String, ?> model) {
        page(200, template, model);
    }

    /** Renders {@code template} with {@code model} plus the layout's common entries. */
    public void page(int status, String template, Map<String, ?> model) {
        Map<String, Object> m = new HashMap<>(model);
        m.putIfAbsent("user", user == null ? "" : user);
        m.putIfAbsent("openNote", services.openNote());
        m.putIfAbsent("path", path());
        text(status, HTML, services.pages().render(template, m));
    }

    /** {@code body} as JSON. */
    public void json(int status, Object body) {
        try {
            text(status, JSON, Json.mapper().writeValueAsString(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** A text body of {@code contentType}, secrets masked. */
    public void text(int status, String contentType, String body) {
        bytes(status, contentType, SecretMasker.mask(body).getBytes(StandardCharsets.UTF_8));
    }

    /** Raw bytes (static files, zips): not masked, so never pass workload text here. */
    public void bytes(int status, String contentType, byte[] body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    /** 303 See Other to {@code location} (after a POST, so reloading does not repeat it). */
    public void redirect(String location) {
        Response.sendRedirect(request, response, callback, 303, location, false);
    }
}
