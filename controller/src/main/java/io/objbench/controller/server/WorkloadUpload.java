package io.objbench.controller.server;

import io.objbench.http.HttpProblem;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
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
 * form (COSBench's {@code cli.sh} and UI upload), named by its file name. A form may also carry
 * the field {@code scenario}: the ssbench scenario the XML was generated from ({@code objbench
 * submit scenario.json}), archived beside it.
 *
 * @param xml      the workload text
 * @param fileName the name error messages use
 * @param origin   the scenario the XML was generated from, or {@code null}
 */
record WorkloadUpload(String xml, String fileName, io.objbench.core.workload.Workload.Origin origin) {

    WorkloadUpload(String xml, String fileName) {
        this(xml, fileName, null);
    }

    /** Largest workload accepted; real ones are a few KB. */
    static final long MAX_BYTES = 8L * 1024 * 1024;
    /** Most parts a multipart upload may have (COSBench's cli.sh sends one). */
    static final int MAX_PARTS = 16;
    private static final String DEFAULT_NAME = "workload.xml";
    private static final System.Logger LOG = System.getLogger(WorkloadUpload.class.getName());

    /** Reads the workload of {@code request}; blocks until the body is in. */
    static WorkloadUpload read(Request request) throws HttpProblem {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        String lower = type == null ? "" : type.toLowerCase(Locale.ROOT);
        String name = Request.extractQueryParameters(request).getValue("name");
        String encoding = request.getHeaders().get(HttpHeader.CONTENT_ENCODING);
        if (encoding != null && !encoding.isBlank() && !encoding.equalsIgnoreCase("identity")) {
            // Jetty would hand the bytes over as they are: refused rather than read as something else
            throw new HttpProblem(415, "Content-Encoding '" + encoding + "' is not accepted: send the workload"
                    + " uncompressed");
        }
        if (lower.startsWith("multipart/form-data")) {
            return multipart(request, type);
        }
        if (lower.startsWith("application/xml") || lower.startsWith("text/xml")) {
            if (request.getLength() > MAX_BYTES) {
                throw new HttpProblem(413, "the workload is larger than " + MAX_BYTES + " bytes");
            }
            try {
                return new WorkloadUpload(utf8(bounded(request)), plainName(name));
            } catch (HttpProblem e) {
                throw e;
            } catch (Exception e) {
                throw unreadable(e, "the request body could not be read (the client stopped sending it?)");
            }
        }
        throw new HttpProblem(415, "send the workload as 'Content-Type: application/xml' (or text/xml), or as"
                + " multipart/form-data with the field 'config'; got " + (type == null ? "no content type" : type));
    }

    private static WorkloadUpload multipart(Request request, String type) throws HttpProblem {
        if (!type.toLowerCase(Locale.ROOT).contains("boundary=")) {
            throw new HttpProblem(400, "the multipart/form-data content type has no boundary parameter");
        }
        if (request.getLength() > MAX_BYTES) {
            throw new HttpProblem(413, "the form is larger than " + MAX_BYTES + " bytes");
        }
        MultiPartConfig config = new MultiPartConfig.Builder().maxParts(MAX_PARTS).maxSize(MAX_BYTES)
                .maxPartSize(MAX_BYTES).maxMemoryPartSize(MAX_BYTES).build();
        try (MultiPartFormData.Parts parts = MultiPartFormData.getParts(request, request, type, config)) {
            MultiPart.Part part = parts.getFirst("config");
            if (part == null) {
                throw new HttpProblem(400, "the multipart form has no field 'config' (the workload XML file)");
            }
            MultiPart.Part scenario = parts.getFirst("scenario");
            io.objbench.core.workload.Workload.Origin origin = scenario == null ? null
                    : new io.objbench.core.workload.Workload.Origin(plainName(scenario.getFileName()),
                            utf8(bounded(scenario.createContentSource())));
            return new WorkloadUpload(utf8(bounded(part.createContentSource())), plainName(part.getFileName()), origin);
        } catch (HttpProblem e) {
            throw e;
        } catch (Exception e) {
            String m = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
            if (m.contains("max length") || m.contains("exceeded") && !m.contains("keys")) {
                throw new HttpProblem(413, "the form is larger than " + MAX_BYTES + " bytes");
            }
            if (m.contains("too many")) {
                throw new HttpProblem(400, "the form has more than " + MAX_PARTS + " parts");
            }
            throw unreadable(e, "the multipart form is malformed (truncated, or parts not separated by the"
                    + " boundary of its content type)");
        }
    }

    /** The bytes of {@code source}, at most {@link #MAX_BYTES} (a body without a length is not trusted either). */
    private static byte[] bounded(Content.Source source) throws Exception {
        try (InputStream in = Content.Source.asInputStream(source)) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new HttpProblem(413, "the workload is larger than " + MAX_BYTES + " bytes");
            }
            return bytes;
        }
    }

    /** The text of {@code bytes}, refused unless valid UTF-8 (a replacement character would hide the damage). */
    private static String utf8(byte[] bytes) throws HttpProblem {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new HttpProblem(400, "the workload is not valid UTF-8 text (uploads are read as UTF-8,"
                    + " whatever charset the content type names)");
        }
    }

    // the library's message names its classes: the log gets it, the client a sentence
    private static HttpProblem unreadable(Exception e, String message) {
        LOG.log(System.Logger.Level.DEBUG, "unreadable workload upload", e);
        return new HttpProblem(400, message);
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
