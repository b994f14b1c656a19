package io.objbench.driver.http;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;
import io.objbench.core.protocol.MissionIds;
import io.objbench.http.HttpProblem;

/**
 * Reads the body of a mission submission and turns every way it can be wrong (not JSON, unknown
 * field, wrong type, a record's own validation) into a 400 that names the field path and what
 * was wrong, e.g. {@code invalid mission at $.work.workers: …}.
 */
final class MissionBody {

    private MissionBody() {
    }

    /** The text of a body, refused unless valid UTF-8 (JSON's encoding). */
    static String utf8(java.nio.ByteBuffer body) throws HttpProblem {
        try {
            return java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(body).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new HttpProblem(400, "the body is not valid UTF-8: POST a Mission as JSON in UTF-8");
        }
    }

    static Mission parse(String body) throws HttpProblem {
        if (body.isBlank()) {
            throw new HttpProblem(400, "empty body: POST a Mission as JSON");
        }
        Mission mission;
        try {
            mission = STRICT.readValue(body);
        } catch (JsonProcessingException e) {
            throw new HttpProblem(400, describe(e));
        }
        if (mission == null) {
            throw new HttpProblem(400, "the body is JSON null: POST a Mission object");
        }
        if (!MissionIds.valid(mission.id())) {
            throw new HttpProblem(400, "invalid mission at $.id: '" + shorten(mission.id()) + "' is not a mission id"
                    + " (1 to 200 of A-Z a-z 0-9 . _ -, starting with a letter or digit)");
        }
        if (!MissionIds.valid(mission.workloadId())) {
            throw new HttpProblem(400, "invalid mission at $.workloadId: '" + shorten(mission.workloadId())
                    + "' is not a workload id (1 to 200 of A-Z a-z 0-9 . _ -)");
        }
        if (mission.stageId() == null || mission.stageId().isBlank() || mission.stageId().length() > 1024
                || mission.stageId().chars().anyMatch(Character::isISOControl)) {
            throw new HttpProblem(400, "invalid mission at $.stageId: a stage id of 1 to 1024 printable characters");
        }
        return mission;
    }

    /**
     * Every field present, none null where a value is needed, integers as integers: a mission
     * that lacks its seed or offset, or says {@code workers: 1.5}, is refused rather than run with
     * defaults the controller never sent.
     */
    private static final ObjectReader STRICT = Json.mapper().readerFor(Mission.class)
            .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .without(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private static final java.util.regex.Pattern MISSING =
            java.util.regex.Pattern.compile("Missing (?:creator property|required creator property) '([^']+)'");

    private static String shorten(String s) {
        if (s == null) {
            return "null";
        }
        return s.length() <= 60 ? s : s.substring(0, 60) + "…";
    }

    /**
     * The problem in words of the protocol, never Jackson's: its messages name Java types
     * ({@code `java.lang.String`}, {@code `io.objbench.core.workload.Work`}), tokens and
     * configuration switches, none of which a client can act on.
     */
    private static String describe(JsonProcessingException e) {
        StringBuilder sb = new StringBuilder("invalid mission");
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            sb.append(" at ").append(path(m));
        }
        JsonLocation loc = e.getLocation();
        if (loc != null && loc.getLineNr() > 0) {
            sb.append(" (line ").append(loc.getLineNr()).append(", column ").append(loc.getColumnNr()).append(')');
        }
        return sb.append(": ").append(problem(e)).toString();
    }

    private static String problem(JsonProcessingException e) {
        if (e instanceof ValueInstantiationException) {
            // a record constructor's own check (e.g. workers outside the work) reads best as is
            Throwable cause = e.getCause();
            if (cause instanceof NullPointerException && cause.getMessage() != null
                    && cause.getMessage().matches("\\w+")) {
                return "required field '" + cause.getMessage() + "' is missing or null"; // Objects.requireNonNull(x, "x")
            }
            if (cause instanceof NullPointerException) {
                return "a required field is missing or null";
            }
            if (cause instanceof IllegalArgumentException && cause.getMessage() != null) {
                return cause.getMessage();
            }
            return "the values do not form a valid mission";
        }
        java.util.regex.Matcher missing = MISSING.matcher(String.valueOf(e.getOriginalMessage()));
        if (missing.lookingAt()) {
            return "required field '" + missing.group(1) + "' is missing or null";
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return "unknown field '" + u.getPropertyName() + "'";
        }
        if (e instanceof MismatchedInputException m) {
            return "expected " + expected(m.getTargetType());
        }
        if (e instanceof StreamConstraintsException) {
            return "a value, a name or the nesting is larger than a mission can hold";
        }
        if (e instanceof JsonParseException) {
            return "not well-formed JSON";
        }
        return "cannot be read as a mission";
    }

    /** What a value of {@code type} looks like in JSON. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class
                || type == short.class || type == Short.class) {
            return "a whole number" + (type == int.class || type == Integer.class ? " (at most 2147483647)" : "");
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type.isEnum()) {
            return "one of " + java.util.Arrays.stream(type.getEnumConstants())
                    .map(c -> "\"" + Json.mapper().convertValue(c, String.class) + "\"").toList();
        }
        if (java.util.Map.class.isAssignableFrom(type)) {
            return "an object of string values";
        }
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return "an object";
    }

    /** JSON path of the offending value, e.g. {@code $.work.operations[0].ratio}. */
    private static String path(JsonMappingException m) {
        StringBuilder sb = new StringBuilder("$");
        for (JsonMappingException.Reference r : m.getPath()) {
            if (r.getFieldName() != null) {
                sb.append('.').append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }
}
