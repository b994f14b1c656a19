package io.objbench.controller.server;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.MultiPart;
import org.eclipse.jetty.http.MultiPartConfig;
import org.eclipse.jetty.http.MultiPartFormData;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * A submitted workload: either the raw XML body ({@code application/xml} or {@code text/xml},
 * named by {@code ?name=file.xml} in error messages) or the {@code config} field of a multipart
 * form (COSBench's {@code cli.sh} and UI upload), named by its file name.
 *
 * @param xml      the workload text
 * @param fileName the name error messages use
 */
record WorkloadUpload(String xml, String fileName) {

    /** Largest workload accepted; real ones are a few KB. */
    static final long MAX_BYTES = 8L * 1024 * 1024;
    private static final String DEFAULT_NAME = "workload.xml";

    /** Reads the workload of {@code request}; blocks until the body is in. */
    static WorkloadUpload read(Request request) throws HttpProblem {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        String lower = type == null ? "" : type.toLowerCase(Locale.ROOT);
        String name = Request.extractQueryParameters(request).getValue("name");
        try {
            if (lower.startsWith("multipart/form-data")) {
                return multipart(request, type);
            }
            if (lower.startsWith("application/xml") || lower.startsWith("text/xml")) {
                if (request.getLength() > MAX_BYTES) {
                    throw new HttpProblem(413, "the workload is larger than " + MAX_BYTES + " bytes");
                }
                String xml = Content.Source.asString(request, StandardCharsets.UTF_8);
                return new WorkloadUpload(xml, plainName(name));
            }
        } catch (HttpProblem e) {
            throw e;
        } catch (Exception e) {
            throw new HttpProblem(400, "cannot read the request body: " + e.getMessage());
        }
        throw new HttpProblem(415, "send the workload as 'Content-Type: application/xml' (or text/xml), or as"
                + " multipart/form-data with the field 'config'; got " + (type == null ? "no content type" : type));
    }

    private static WorkloadUpload multipart(Request request, String type) throws Exception {
        MultiPartConfig config = new MultiPartConfig.Builder().maxParts(16).maxSize(MAX_BYTES)
                .maxPartSize(MAX_BYTES).maxMemoryPartSize(MAX_BYTES).build();
        try (MultiPartFormData.Parts parts = MultiPartFormData.getParts(request, request, type, config)) {
            MultiPart.Part part = parts.getFirst("config");
            if (part == null) {
                throw new HttpProblem(400, "the multipart form has no field 'config' (the workload XML file)");
            }
            return new WorkloadUpload(part.getContentAsString(StandardCharsets.UTF_8), plainName(part.getFileName()));
        }
    }

    // only the last segment of a client-supplied name: it shows in messages, never touches files
    private static String plainName(String name) {
        if (name == null || name.isBlank()) {
            return DEFAULT_NAME;
        }
        String n = name.replace('\\', '/');
        return n.substring(n.lastIndexOf('/') + 1);
    }
}
