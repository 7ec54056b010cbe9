import DefaultTheme from 'vitepress/theme'
import './screenshots.css'

export default DefaultTheme
