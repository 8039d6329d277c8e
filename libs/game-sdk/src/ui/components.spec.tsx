import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from './Button';
import { Divider } from './Divider';
import { Image } from './Image';
import { progressFill, progressPercent, ProgressBar } from './ProgressBar';
import { formatSymbolText, Symbol } from './Symbol';

describe('ProgressBar', () => {
  it('clamps the fill to 0–100% and max to 1..1000', () => {
    expect(progressPercent(undefined, undefined)).toBe(50);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(30, 60)).toBe(50);
    expect(progressPercent(1, 0)).toBe(100);
    expect(progressPercent(500, 5000)).toBe(50);
  });

  it('renders the fill, the track, the default height and a gradient', () => {
    const html = renderToStaticMarkup(<ProgressBar value={25} gradientColor="#f59e0b" color="#ef4444" showValue />);
    expect(html).toContain('width:25%');
    expect(html).toContain('height:20px');
    expect(html).toContain('background:#e5e7eb');
    expect(html).toContain('linear-gradient(to right, #ef4444, #f59e0b)');
    expect(html).toContain('25 / 100');
    expect(progressFill('red', undefined, '45deg')).toBe('red');
  });
});

describe('Divider', () => {
  it('defaults to a 2px #e5e7eb line and clamps thickness and rotation', () => {
    expect(renderToStaticMarkup(<Divider />)).toContain('height:2px;margin:8px 0;border:none;background:#e5e7eb');
    const html = renderToStaticMarkup(<Divider thickness={30} rotation={93} color="red" />);
    expect(html).toContain('height:20px');
    expect(html).toContain('transform:rotate(95deg)');
    expect(html).toContain('background:red');
  });
});

describe('Symbol', () => {
  it('formats text by data type', () => {
    expect(formatSymbolText('3.14159', 'float')).toBe('3.14');
    expect(formatSymbolText(2.6, 'int')).toBe('3');
    expect(formatSymbolText('abc', 'int')).toBe('abc');
    expect(formatSymbolText(1, 'float', 9)).toBe('1.000000');
    expect(formatSymbolText(undefined)).toBe('');
  });

  it('clamps the icon size and falls back to HelpCircle for an unknown icon', () => {
    const html = renderToStaticMarkup(<Symbol icon={'Nope' as 'Star'} iconSize={70} iconSpacing={5} text="12.345" dataType="float" />);
    expect(html).toContain('width="64"');
    expect(html).toContain('lucide-circle-question-mark');
    expect(html).toContain('gap:6px');
    expect(html).toContain('<span>12.35</span>');
    expect(renderToStaticMarkup(<Symbol icon="Heart" iconRotation={100} />)).toContain('rotate(90deg)');
  });
});

describe('Button and Image', () => {
  it('applies the preset, clamps numeric padding and lets style win', () => {
    const html = renderToStaticMarkup(<Button text="Go" preset="neon" padding={150} style={{ fontSize: 20 }} />);
    expect(html).toContain('color:#39ff14');
    expect(html).toContain('padding:100px');
    expect(html).toContain('font-size:20px');
    expect(html).toContain('animation:tempest-fadeIn');
    expect(html).toContain('>Go</button>');
    expect(renderToStaticMarkup(<Button text="Gone" visible={false} />)).toBe('');
  });

  it('keeps objectFit to the allowed values and builds the transforms', () => {
    const html = renderToStaticMarkup(<Image src="data:image/png;base64,AA" objectFit={'stretch' as 'fill'} rotate={45} scale={9} flipX />);
    expect(html).toContain('object-fit:cover');
    expect(html).toContain('transform:rotate(45deg) scale(-3, 3)');
    expect(html).toContain('alt=""');
  });
});
