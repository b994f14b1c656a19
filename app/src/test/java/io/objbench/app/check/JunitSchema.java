package io.objbench.app.check;

import java.io.StringReader;
import java.net.URL;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/** Validates XML against the JUnit report schema of the test resources ({@code /junit/junit.xsd}). */
public final class JunitSchema {

    private static final Schema SCHEMA = load();

    private JunitSchema() {
    }

    private static Schema load() {
        try {
            URL xsd = JunitSchema.class.getResource("/junit/junit.xsd");
            return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
        } catch (SAXException e) {
            throw new IllegalStateException("the JUnit schema does not load", e);
        }
    }

    /** Throws when {@code xml} is not a valid JUnit report. */
    public static void validate(String xml) throws SAXException, java.io.IOException {
        SCHEMA.newValidator().validate(new StreamSource(new StringReader(xml)));
    }
}
